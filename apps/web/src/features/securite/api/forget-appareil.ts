import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetAppareilRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** DELETE /api/compte/appareils/{id}: the code will be asked again on that device. */
export const forgetAppareil = (id: string) => call(forgetAppareilRoute, { params: { id } });

export function useForgetAppareil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forgetAppareil,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securiteKeys.compte }),
  });
}
