import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginRoute, type LoginInput, type SessionUser } from '@portail/contracts';
import { call, resetCsrfToken } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { themeQueryKey } from '../../../lib/theme/get-theme';

/** POST /api/auth/login */
export async function login(input: LoginInput): Promise<SessionUser> {
  // A 403 here is a session or CSRF problem of the sign-in form, not a forbidden resource.
  const user = await call(loginRoute, { body: input }, { handledStatuses: [403] });
  resetCsrfToken();
  return user;
}

/** The cache of a new session: the previous user's data go, the theme stays, the session is the one just opened. */
export function useApplySignedIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== themeQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );
}

export function useLogin() {
  const applySignedIn = useApplySignedIn();
  return useMutation({
    mutationFn: login,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: applySignedIn,
  });
}
