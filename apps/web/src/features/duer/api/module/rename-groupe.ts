import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateGroupeRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** PUT an operation's new name; the answer is the module as saved. */
export const renameGroupe = ({ idDuer, idGroupe, nom }: { idDuer: number; idModule: number; idGroupe: number; nom: string }) =>
  call(updateGroupeRoute, { params: { idDuer, idGroupe }, body: { nom } });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useRenameGroupe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameGroupe,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
