import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { sessionQueryKey } from './api/session-keys';
import { handleError } from './error-handler';

interface AppQueryMeta extends Record<string, unknown> {
  /** French message of the error flash (spec 01 §8 'Une erreur est survenue lors du chargement ...'). */
  errorMessage?: string;
  /** The screen shows the error itself; no flash or dialog. */
  skipGlobalErrorHandler?: boolean;
  /** Background data (counters): failures stay quiet. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/** Data kept when the selected dossier changes: rights, user, session and theme. */
const DOSSIER_INDEPENDENT_KEYS = new Set(['auth', 'droits', 'user', 'theme']);

const isDossierIndependent = (query: Pick<Query, 'queryKey'>) => DOSSIER_INDEPENDENT_KEYS.has(String(query.queryKey[0]));

export function createQueryClient(): QueryClient {
  // A 401 on any call means the session ended: re-check it so the guard sends the user to sign in.
  const recheckSession = (error: unknown) => {
    if (isApiError(error) && error.status === 401) void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        recheckSession(error);
        // Load failures are shown in the screen's own error state; only displayable
        // server messages of queries that ask for it reach the generic handler.
        if (query.meta?.silent || query.meta?.skipGlobalErrorHandler) return;
        if (query.meta?.errorMessage) handleError(error, query.meta.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        recheckSession(error);
        if (mutation.meta?.skipGlobalErrorHandler) return;
        handleError(error, mutation.meta?.errorMessage);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** Forgets the selected dossier's data (spec 01 §4), refetching what is on screen. */
export async function clearDossierData(queryClient: QueryClient): Promise<void> {
  const predicate = (query: Query) => !isDossierIndependent(query);
  queryClient.removeQueries({ predicate: (query) => predicate(query) && !query.isActive() });
  await queryClient.resetQueries({ predicate });
}
