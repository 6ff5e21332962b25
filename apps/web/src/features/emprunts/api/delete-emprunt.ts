import { useMutation, useQueryClient } from '@tanstack/react-query';
import { delEmpruntRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { empruntsKeys } from './get-emprunts';

/** DELETE /api/chiffres/emprunts/{codeDossier}/{id} (DelEmprunt). */
export const deleteEmprunt = ({ codeDossier, id }: { codeDossier: string; id: string }) => call(delEmpruntRoute, { params: { codeDossier, id } });

export function useDeleteEmprunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmprunt,
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: empruntsKeys.list(codeDossier) }),
  });
}
