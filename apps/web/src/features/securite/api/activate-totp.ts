import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateTotpRoute, type TotpCodeInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';
import { setSecondFactorState } from './update-securite-cache';

/** POST /api/compte/double-authentification/activation: the first code turns the key on; ten recovery codes come back. */
export const activateTotp = (input: TotpCodeInput) => call(activateTotpRoute, { body: input });

export function useActivateTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTotp,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: ({ codesSecours }) => {
      setSecondFactorState(queryClient, { active: true, depuis: new Date().toISOString(), codesSecoursRestants: codesSecours.length });
      // The api closed the other sessions.
      void queryClient.invalidateQueries({ queryKey: securiteKeys.sessions });
    },
  });
}
