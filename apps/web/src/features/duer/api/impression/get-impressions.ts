import { queryOptions, useQuery } from '@tanstack/react-query';
import { getImpressionsRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { estEnCours, INTERVALLE_SUIVI } from './get-impression';
import { impressionKeys } from './impression-keys';

/** GET the DUER's 10 latest prints. */
export const getImpressions = (idDuer: number) => call(getImpressionsRoute, { params: { idDuer } });

/** The DUER's 10 latest prints, polled only while one of them runs. */
export const impressionsQueryOptions = (idDuer: number) =>
  queryOptions({
    queryKey: impressionKeys.liste(idDuer),
    queryFn: () => getImpressions(idDuer),
    refetchInterval: (q) => (q.state.data?.some(estEnCours) ? INTERVALLE_SUIVI : false),
  });

export const useImpressions = (idDuer: number) => useQuery(impressionsQueryOptions(idDuer));
