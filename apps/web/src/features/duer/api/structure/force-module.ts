import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forceModuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** PUT: switches a module's forced validation; a refused right (403) carries the api's message for the error modal. */
export const forceModule = ({ idDuer, idModule }: { idDuer: number; idModule: number }) =>
  call(forceModuleRoute, { params: { idDuer, idModule } }, { handledStatuses: [403] });

export function useForceModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: forceModule, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
