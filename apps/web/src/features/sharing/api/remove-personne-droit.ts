import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { removePersonneDroitRoute, SharingMessages } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** DELETE /api/droits/{codeDossier}/{guidPersonne}: a gérant removes one access. */
export const removePersonneDroit = ({ codeDossier, guidPersonne }: { codeDossier: string; guidPersonne: string }) =>
  call(removePersonneDroitRoute, { params: { codeDossier, guidPersonne } });

export function useRemovePersonneDroit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePersonneDroit,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.droitsErreur),
    onSuccess: async () => {
      toast.success(SharingMessages.droitsModifies);
      await queryClient.invalidateQueries({ queryKey: sharingKeys.sharedRights });
    },
  });
}
