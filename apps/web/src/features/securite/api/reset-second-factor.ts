import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetSecondFactorRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { securiteKeys } from './securite-keys';

interface ResetSecondFactor {
  codeDossier: string;
  guidPersonne: string;
}

/** POST …/adherents/{guidPersonne}/double-authentification/reinitialisation (staff): journaled, the member is mailed. */
export const resetSecondFactor = (params: ResetSecondFactor) => call(resetSecondFactorRoute, { params });

export function useResetSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecondFactor,
    meta: { skipGlobalErrorHandler: true },
    onSettled: (_data, _error, { codeDossier }) => queryClient.invalidateQueries({ queryKey: securiteKeys.adherents(codeDossier) }),
  });
}
