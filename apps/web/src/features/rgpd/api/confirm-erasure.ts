import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmErasureRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** POST /api/rgpd/demandes/{id}/confirmer (staff): erases or anonymises the person's data, keeps what the law keeps. */
export const confirmErasure = (id: string) => call(confirmErasureRoute, { params: { id } });

export function useConfirmErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmErasure,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.demandes }),
  });
}
