import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { removeOwnDroitRoute, SharingMessages } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { refreshDroits } from '../../../lib/api/get-droits';
import { sharingKeys } from '../../../lib/api/sharing-keys';
import { handleError } from '../../../lib/error-handler';

/** DELETE /api/droits/{codeDossier}: I leave a dossier. */
export const removeOwnDroit = (codeDossier: string) => call(removeOwnDroitRoute, { params: { codeDossier } });

export function useRemoveOwnDroit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOwnDroit,
    meta: { skipGlobalErrorHandler: true },
    onError: (error) => handleError(error, SharingMessages.droitsErreur),
    onSuccess: async () => {
      toast.success('Votre accès au dossier a été retiré.');
      await Promise.all([refreshDroits(queryClient), queryClient.invalidateQueries({ queryKey: sharingKeys.mesDroits })]);
    },
  });
}
