import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regenerateRecoveryCodesRoute, type TotpCodeInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { setSecondFactorState } from './update-securite-cache';

/** POST /api/compte/double-authentification/codes-secours: ten new codes replace the old ones. */
export const regenerateRecoveryCodes = (input: TotpCodeInput) => call(regenerateRecoveryCodesRoute, { body: input });

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: ({ codesSecours }) => setSecondFactorState(queryClient, { codesSecoursRestants: codesSecours.length }),
  });
}
