import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSessionRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** DELETE /api/compte/sessions/{id}: ends another session of the account. */
export const endSession = (id: string) => call(endSessionRoute, { params: { id } });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securiteKeys.sessions }),
  });
}
