import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPagesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** GET the DUER's pages around 'LISTE DES RISQUES' and the caller's rights. */
export const getPages = (idDuer: number) => call(getPagesRoute, { params: { idDuer } });

export const pagesQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerDocumentsKeys.pages(idDuer), queryFn: () => getPages(idDuer) });

export const usePages = (idDuer: number) => useQuery(pagesQueryOptions(idDuer));
