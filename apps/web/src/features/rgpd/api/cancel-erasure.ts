import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelErasureRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** DELETE /api/compte/donnees/effacement: while the firm has not treated the request. */
export const cancelErasure = () => call(cancelErasureRoute);

export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.mesDonnees }),
  });
}
