import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInformationsGeneralesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** GET the nine general information fields and the caller's rights. */
export const getInformationsGenerales = (idDuer: number) => call(getInformationsGeneralesRoute, { params: { idDuer } });

export const informationsGeneralesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerTextesKeys.informationsGenerales(idDuer), queryFn: () => getInformationsGenerales(idDuer) });

export const useInformationsGenerales = (idDuer: number) => useQuery(informationsGeneralesQueryOptions(idDuer));
