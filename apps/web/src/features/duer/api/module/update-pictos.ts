import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DuerModuleDetail, type RouteInput, updatePictosRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerModuleKeys } from './module-keys';

type PictosEnregistrement = RouteInput<typeof updatePictosRoute> extends { body: infer B } ? B : never;

/** PUT the pictograms added, changed and removed on a risk; the answer is the risk as saved. */
export const updatePictos = ({ idDuer, idRisque, body }: { idDuer: number; idModule: number; idRisque: number; body: PictosEnregistrement }) =>
  call(updatePictosRoute, { params: { idDuer, idRisque }, body });

/** The answer replaces that risk in the cached module (`idModule`, the one on screen) at once. The screen shows a failure itself. */
export function useUpdatePictos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePictos,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (risque, { idDuer, idModule, idRisque }) =>
      queryClient.setQueryData<DuerModuleDetail>(
        duerModuleKeys.module(idDuer, idModule),
        (courant) =>
          courant && { ...courant, groupes: courant.groupes.map((g) => ({ ...g, duerRisques: g.duerRisques.map((r) => (r.id === idRisque ? risque : r)) })) },
      ),
  });
}
