import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGroupeRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** DELETE an operation and its risks; the answer is the module as saved. */
export const deleteGroupe = ({ idDuer, idGroupe }: { idDuer: number; idModule: number; idGroupe: number }) =>
  call(deleteGroupeRoute, { params: { idDuer, idGroupe } });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useDeleteGroupe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupe,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
