import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgInscription, registerAgInvitationRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { agKeys } from './get-ag-dates';

/** POST /api/ag/invitations/register; the year's list is reloaded with the answer, its date and who gave it. */
export function useRegisterAg(millesime: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgInscription) => call(registerAgInvitationRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agKeys.invitations(millesime) }),
  });
}
