import { queryOptions, useQuery } from '@tanstack/react-query';
import { getImpressionRoute, type ImpressionStatut } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** Polling period of a running print. */
export const INTERVALLE_SUIVI = 1000;

export const estEnCours = (s: Pick<ImpressionStatut, 'etat'>) => s.etat === 'en_attente' || s.etat === 'en_cours';

/** GET the status of one print. */
export const getImpression = (idDuer: number, idImpression: string) => call(getImpressionRoute, { params: { idDuer, idImpression } });

/** The status of one print, polled while it runs. */
export const impressionQueryOptions = (idDuer: number, idImpression: string) =>
  queryOptions({
    queryKey: impressionKeys.statut(idDuer, idImpression),
    queryFn: () => getImpression(idDuer, idImpression),
    refetchInterval: (q) => (q.state.data && !estEnCours(q.state.data) ? false : INTERVALLE_SUIVI),
    staleTime: 0,
  });

export const useImpression = (idDuer: number, idImpression: string | null) =>
  useQuery({ ...impressionQueryOptions(idDuer, idImpression ?? ''), enabled: idImpression !== null });
