import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvitationRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { refreshDroits } from '../../../lib/api/get-droits';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** PUT /api/droits/invitations/{id}/accepter; a 403 (another address) is shown by the screen. */
export const acceptInvitation = (id: string) => call(acceptInvitationRoute, { params: { id } }, { handledStatuses: [403] });

/** The screen shows the outcome; on success the rights are reloaded with x-force. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: async (_result, id) => {
      await Promise.all([
        refreshDroits(queryClient),
        queryClient.invalidateQueries({ queryKey: sharingKeys.received }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.mesDroits }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.invitation(id) }),
      ]);
    },
  });
}
