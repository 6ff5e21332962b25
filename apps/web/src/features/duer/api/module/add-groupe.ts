import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addGroupeRoute, type AjoutGroupe } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** POST an operation in the module (new, base, another DUER's, or with a first risk); the answer is the module as saved. */
export const addGroupe = ({ idDuer, idModule, body }: { idDuer: number; idModule: number; body: AjoutGroupe }) =>
  call(addGroupeRoute, { params: { idDuer, idModule }, body });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useAddGroupe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupe,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
