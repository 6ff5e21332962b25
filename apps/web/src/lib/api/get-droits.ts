import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DroitsSchema, getDroitsRoute, routePath, type Droits } from '@portail/contracts';
import { call } from '../api-client';
import { prefetch, takePrefetched } from './prefetch';

export const droitsQueryKey = ['droits'] as const;

/** GET /api/droits; x-force asks the server to recompute instead of answering from its cache. */
export function getDroits(force = false): Promise<Droits> {
  if (force) return call(getDroitsRoute, {}, { headers: { 'x-force': '1' } });
  return takePrefetched(droitsPath, DroitsSchema, () => call(getDroitsRoute, {}));
}

const droitsPath = routePath(getDroitsRoute);

/** A signed-in screen loading: the rights travel with the session check, not after it. */
export const prefetchDroits = () => prefetch(droitsPath);

export const droitsQueryOptions = () =>
  queryOptions({
    queryKey: droitsQueryKey,
    queryFn: () => getDroits(),
    staleTime: 5 * 60_000,
  });

export const useDroits = (enabled = true) => useQuery({ ...droitsQueryOptions(), enabled });

/** Reloads the rights bypassing the server cache (after a favourite or a dossier change). */
export function refreshDroits(queryClient: QueryClient): Promise<Droits> {
  return queryClient.fetchQuery({ queryKey: droitsQueryKey, queryFn: () => getDroits(true), staleTime: 0 });
}
