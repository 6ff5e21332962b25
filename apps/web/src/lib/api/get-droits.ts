import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getDroitsRoute, type Droits } from '@portail/contracts';
import { call } from '../api-client';

export const droitsQueryKey = ['droits'] as const;

/** GET /api/droits; x-force asks the server to recompute instead of answering from its cache. */
export function getDroits(force = false): Promise<Droits> {
  return call(getDroitsRoute, {}, { headers: force ? { 'x-force': '1' } : undefined });
}

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
