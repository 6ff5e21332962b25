import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inscrireEtAccepterRoute, type InscrireEtAccepter, type SessionUser } from '@portail/contracts';
import { call, resetCsrfToken } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/api/session-keys';
import { themeQueryKey } from '../../../lib/theme/get-theme';

/** POST /api/droits/invitations/{id}/inscrireetaccepter: creates the account, accepts and signs in. */
export async function inscrireEtAccepter({ id, ...body }: InscrireEtAccepter & { id: string }): Promise<SessionUser> {
  const user = await call(inscrireEtAccepterRoute, { params: { id }, body }, { handledStatuses: [403] });
  resetCsrfToken();
  return user;
}

export function useInscrireEtAccepter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inscrireEtAccepter,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (user) => {
      // A new session: nothing cached for the visitor is kept but the theme.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== themeQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
