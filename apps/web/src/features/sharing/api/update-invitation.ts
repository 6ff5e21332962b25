import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updateInvitationRoute, SharingMessages, type UpdateInvitation } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** PUT /api/droits/invitations/{id}/droits */
export const updateInvitation = (input: UpdateInvitation) => call(updateInvitationRoute, { params: { id: input.id }, body: input });

export function useUpdateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitation,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.modificationErreur),
    onSuccess: async () => {
      toast.success(SharingMessages.invitationMiseAJour);
      await queryClient.invalidateQueries({ queryKey: sharingKeys.sent });
    },
  });
}
