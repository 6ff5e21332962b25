import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createInvitationRoute, SharingMessages, type CreateInvitation } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** POST /api/droits/invitations */
export const createInvitation = (input: CreateInvitation) => call(createInvitationRoute, { body: input });

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.creationErreur),
    onSuccess: async () => {
      toast.success(SharingMessages.invitationTransmise);
      await queryClient.invalidateQueries({ queryKey: sharingKeys.sent });
    },
  });
}
