import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderModulesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** PUT the changed orders of a work unit's modules; a refused right (403) carries the api's message for the error modal. */
export const reorderModules = ({ idDuer, modulesAModifier }: { idDuer: number; modulesAModifier: { id: number; ordre: number }[] }) =>
  call(reorderModulesRoute, { params: { idDuer }, body: { modulesAModifier } }, { handledStatuses: [403] });

export function useReorderModules() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderModules, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
