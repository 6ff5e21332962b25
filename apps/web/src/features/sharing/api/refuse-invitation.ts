import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { refuseInvitationRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** PUT /api/droits/invitations/{id}/refuser (irreversible). */
export const refuseInvitation = (id: string) => call(refuseInvitationRoute, { params: { id } }, { handledStatuses: [403] });

export function useRefuseInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseInvitation,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, "Une erreur est survenue lors du refus de l'invitation."),
    onSuccess: async () => {
      toast.success("L'invitation a été refusée.");
      await queryClient.invalidateQueries({ queryKey: sharingKeys.received });
    },
  });
}
