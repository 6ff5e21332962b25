import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateRisqueRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** PUT a risk's new name; the answer is the module as saved. */
export const renameRisque = ({ idDuer, idRisque, nom }: { idDuer: number; idModule: number; idRisque: number; nom: string }) =>
  call(updateRisqueRoute, { params: { idDuer, idRisque }, body: { nom } });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useRenameRisque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameRisque,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
