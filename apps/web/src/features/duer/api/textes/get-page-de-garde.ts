import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPageDeGardeRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** GET the cover page's lines and the caller's rights. */
export const getPageDeGarde = (idDuer: number) => call(getPageDeGardeRoute, { params: { idDuer } });

export const pageDeGardeQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerTextesKeys.pageDeGarde(idDuer), queryFn: () => getPageDeGarde(idDuer) });

export const usePageDeGarde = (idDuer: number) => useQuery(pageDeGardeQueryOptions(idDuer));
