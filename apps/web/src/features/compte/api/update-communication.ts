import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCommunicationRoute, type Communication, type UpdateCommunication } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { compteKeys } from './compte-keys';

/** PUT /api/user/communication/{codeDossier} (gérant only). */
export const updateCommunication = (input: UpdateCommunication) => call(updateCommunicationRoute, { params: { codeDossier: input.codeDossier }, body: input });

export function useUpdateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunication,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (saved) => {
      queryClient.setQueryData<Communication[]>(compteKeys.communications, (list) => list?.map((c) => (c.codeDossier === saved.codeDossier ? saved : c)));
    },
  });
}
