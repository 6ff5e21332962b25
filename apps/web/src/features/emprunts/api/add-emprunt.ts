import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addEmpruntRoute, type EmpruntInput } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { empruntsKeys } from './get-emprunts';

/** POST /api/chiffres/emprunts/{codeDossier} (AddEmprunt). */
export const addEmprunt = ({ codeDossier, body }: { codeDossier: string; body: EmpruntInput }) => call(addEmpruntRoute, { params: { codeDossier }, body });

export function useAddEmprunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmprunt,
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: empruntsKeys.list(codeDossier) }),
  });
}
