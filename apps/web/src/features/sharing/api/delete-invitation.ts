import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { deleteInvitationRoute, SharingMessages } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** DELETE /api/droits/invitations/{id} */
export const deleteInvitation = (id: string) => call(deleteInvitationRoute, { params: { id } });

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.suppressionErreur),
    onSuccess: async () => {
      toast.success(SharingMessages.invitationSupprimee);
      await queryClient.invalidateQueries({ queryKey: sharingKeys.sent });
    },
  });
}
