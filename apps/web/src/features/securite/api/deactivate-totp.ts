import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateTotpRoute, type TotpCodeInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** POST /api/compte/double-authentification/desactivation: only when the firm leaves it optional. */
export const deactivateTotp = (input: TotpCodeInput) => call(deactivateTotpRoute, { body: input });

export function useDeactivateTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTotp,
    meta: { skipGlobalErrorHandler: true },
    // Not awaited: the message shows at once. The api closed the other sessions too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securiteKeys.compte });
      void queryClient.invalidateQueries({ queryKey: securiteKeys.sessions });
    },
  });
}
