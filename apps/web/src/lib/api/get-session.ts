import { queryOptions, useQuery } from '@tanstack/react-query';
import { authenticateRoute, routePath, SessionUserSchema, type SessionUser } from '@portail/contracts';
import { call, isApiError } from '../api-client';
import { prefetch, takePrefetched } from './prefetch';
import { sessionQueryKey } from './session-keys';

const sessionPath = routePath(authenticateRoute);

/** A signed-in screen loading: the session check starts now, before the screen's chunks are in. */
export const prefetchSession = () => prefetch(sessionPath);

/**
 * GET /api/auth/authenticate: the signed-in user, or null when the check fails (spec 01 §6.1).
 * A 403 still sends the browser to /interdit (api client) like any other call.
 */
export async function getSession(): Promise<SessionUser | null> {
  try {
    return await takePrefetched(sessionPath, SessionUserSchema, () => call(authenticateRoute, {}, { handledStatuses: [401] }));
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 60_000,
    retry: 1,
  });

export const useSession = () => useQuery(sessionQueryOptions());
