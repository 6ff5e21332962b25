import { queryOptions } from '@tanstack/react-query';
import { getBasePagesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** GET the base pages the DUER may add. */
export const getBasePages = (idDuer: number) => call(getBasePagesRoute, { params: { idDuer } });

export const basePagesQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerDocumentsKeys.basePages(idDuer), queryFn: () => getBasePages(idDuer) });
