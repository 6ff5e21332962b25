import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  compareVersionsRoute,
  getImpressionFichierRoute,
  getImpressionRoute,
  getImpressionsRoute,
  getVersionFichierRoute,
  getVersionsRoute,
  type ImpressionCategories,
  type ImpressionDuer,
  type ImpressionModules,
  type ImpressionStatut,
  imprimerCategoriesRoute,
  imprimerDuerRoute,
  imprimerModulesRoute,
  routePath,
} from '@portail/contracts';
import { call, type CallOptions } from '../../../lib/api-client';
import { duerKeys } from './duer-structure';

/**
 * Prints and versions sit apart from ['duer', idDuer]: an edit of the DUER's structure does not change them (the
 * list polls itself while a print runs), and a finished definitive print refreshes the DUER explicitly.
 */
export const impressionKeys = {
  liste: (idDuer: number) => ['duer-impression', idDuer, 'impressions'] as const,
  statut: (idDuer: number, idImpression: string) => ['duer-impression', idDuer, 'impressions', idImpression] as const,
  versions: (idDuer: number) => ['duer-impression', idDuer, 'versions'] as const,
  comparaison: (idDuer: number, idVersion: number, idAutreVersion: number) => ['duer-impression', idDuer, 'versions', idVersion, idAutreVersion] as const,
};

/** Polling period of a running print. */
export const INTERVALLE_SUIVI = 1000;

/** A refused right (403) and the completeness rule (400) carry the api's French message, shown in the error modal. */
const mutation: CallOptions = { handledStatuses: [403] };

export const estEnCours = (s: Pick<ImpressionStatut, 'etat'>) => s.etat === 'en_attente' || s.etat === 'en_cours';

// ---------- Print jobs ----------

/** A new print shows at once in the recent prints. */
function useImpressionMutation<V>(idDuer: number, post: (v: V) => Promise<{ idImpression: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: post, onSuccess: () => queryClient.invalidateQueries({ queryKey: impressionKeys.liste(idDuer) }) });
}

export const useImprimerDuer = (idDuer: number) => useImpressionMutation(idDuer, (body: ImpressionDuer) => call(imprimerDuerRoute, { body }, mutation));
export const useImprimerModules = (idDuer: number) =>
  useImpressionMutation(idDuer, (body: ImpressionModules) => call(imprimerModulesRoute, { body }, mutation));
export const useImprimerCategories = (idDuer: number) =>
  useImpressionMutation(idDuer, (body: ImpressionCategories) => call(imprimerCategoriesRoute, { body }, mutation));

/** The status of one print, polled while it runs. */
export const impressionQueryOptions = (idDuer: number, idImpression: string) =>
  queryOptions({
    queryKey: impressionKeys.statut(idDuer, idImpression),
    queryFn: () => call(getImpressionRoute, { params: { idDuer, idImpression } }),
    refetchInterval: (q) => (q.state.data && !estEnCours(q.state.data) ? false : INTERVALLE_SUIVI),
    staleTime: 0,
  });
export const useImpression = (idDuer: number, idImpression: string | null) =>
  useQuery({ ...impressionQueryOptions(idDuer, idImpression ?? ''), enabled: idImpression !== null });

/** The DUER's 10 latest prints, polled only while one of them runs. */
export const impressionsQueryOptions = (idDuer: number) =>
  queryOptions({
    queryKey: impressionKeys.liste(idDuer),
    queryFn: () => call(getImpressionsRoute, { params: { idDuer } }),
    refetchInterval: (q) => (q.state.data?.some(estEnCours) ? INTERVALLE_SUIVI : false),
  });
export const useImpressions = (idDuer: number) => useQuery(impressionsQueryOptions(idDuer));

/** Once a print ends, the list shows its state; a definitive one finished the DUER: its screens refresh. */
export function useFinImpression(idDuer: number) {
  const queryClient = useQueryClient();
  return (statut: ImpressionStatut) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: impressionKeys.liste(idDuer) }),
      ...(statut.temporaire || statut.etat !== 'termine'
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: duerKeys.duer(idDuer) }),
            queryClient.invalidateQueries({ queryKey: ['duer', 'index'] }),
            queryClient.invalidateQueries({ queryKey: impressionKeys.versions(idDuer) }),
          ]),
    ]);
}

export const urlImpressionPdf = (idDuer: number, idImpression: string) => routePath(getImpressionFichierRoute, { idDuer, idImpression });

// ---------- Sealed versions ----------

export const versionsQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: impressionKeys.versions(idDuer), queryFn: () => call(getVersionsRoute, { params: { idDuer } }) });
export const useVersions = (idDuer: number) => useQuery(versionsQueryOptions(idDuer));

export const comparaisonQueryOptions = (idDuer: number, idVersion: number, idAutreVersion: number) =>
  queryOptions({
    queryKey: impressionKeys.comparaison(idDuer, idVersion, idAutreVersion),
    queryFn: () => call(compareVersionsRoute, { params: { idDuer, idVersion, idAutreVersion } }),
  });
export const useComparaison = (idDuer: number, paire: [number, number] | null) =>
  useQuery({ ...comparaisonQueryOptions(idDuer, paire?.[0] ?? 0, paire?.[1] ?? 0), enabled: paire !== null });

export const urlVersionPdf = (idDuer: number, idVersion: number) => routePath(getVersionFichierRoute, { idDuer, idVersion });
