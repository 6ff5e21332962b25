import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRisqueRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

/** DELETE a risk; the answer is the module as saved. */
export const deleteRisque = ({ idDuer, idRisque }: { idDuer: number; idModule: number; idRisque: number }) =>
  call(deleteRisqueRoute, { params: { idDuer, idRisque } });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useDeleteRisque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRisque,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
