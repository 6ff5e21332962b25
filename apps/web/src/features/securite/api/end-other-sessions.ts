import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOtherSessionsRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

/** POST /api/compte/sessions/terminer-autres: every session but this one. */
export const endOtherSessions = () => call(endOtherSessionsRoute);

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: securiteKeys.sessions }),
  });
}
