import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editEmpruntRoute, type EmpruntInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { empruntsKeys } from './get-emprunts';

/** PUT /api/chiffres/emprunts/{codeDossier}/{id} (EditEmprunt). */
export const editEmprunt = ({ codeDossier, id, body }: { codeDossier: string; id: string; body: EmpruntInput }) =>
  call(editEmpruntRoute, { params: { codeDossier, id }, body });

export function useEditEmprunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEmprunt,
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: empruntsKeys.list(codeDossier) }),
  });
}
