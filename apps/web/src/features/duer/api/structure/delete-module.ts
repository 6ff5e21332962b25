import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteModuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** DELETE a module, its operations and risks; a refused right (403) carries the api's message for the error modal. */
export const deleteModule = ({ idDuer, idModule }: { idDuer: number; idModule: number }) =>
  call(deleteModuleRoute, { params: { idDuer, idModule } }, { handledStatuses: [403] });

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModule, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
