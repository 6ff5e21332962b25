import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addRisqueRoute, type RouteInput } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

type AjoutRisque = RouteInput<typeof addRisqueRoute> extends { body: infer B } ? B : never;

/** POST a risk (new or base one) in an operation of the module; the answer is the module as saved. */
export const addRisque = ({ idDuer, idGroupe, body }: { idDuer: number; idModule: number; idGroupe: number; body: AjoutRisque }) =>
  call(addRisqueRoute, { params: { idDuer, idGroupe }, body });

/** The answer is the whole module (`idModule`, the one on screen): it becomes the cached one at once. The screen shows a failure itself. */
export function useAddRisque() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRisque,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (module, { idDuer, idModule }) => queryClient.setQueryData(duerModuleKeys.module(idDuer, idModule), module),
  });
}
