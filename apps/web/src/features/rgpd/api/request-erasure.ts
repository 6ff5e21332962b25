import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestErasureRoute, type ErasureRequestInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** POST /api/compte/donnees/effacement: the firm confirms or refuses it within a month. */
export const requestErasure = (input: ErasureRequestInput) => call(requestErasureRoute, { body: input });

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.mesDonnees }),
  });
}
