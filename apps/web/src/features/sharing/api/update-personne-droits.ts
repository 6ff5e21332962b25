import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { updatePersonneDroitsRoute, SharingMessages, type UpdatePersonneDroits } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** PUT /api/droits/personne/{guidPersonne}: each dossier updated or removed, in one transaction. */
export const updatePersonneDroits = (input: UpdatePersonneDroits) =>
  call(updatePersonneDroitsRoute, { params: { guidPersonne: input.guidPersonne }, body: input });

export function useUpdatePersonneDroits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonneDroits,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.droitsErreur),
    onSuccess: async () => {
      toast.success(SharingMessages.droitsModifies);
      await queryClient.invalidateQueries({ queryKey: sharingKeys.sharedRights });
    },
  });
}
