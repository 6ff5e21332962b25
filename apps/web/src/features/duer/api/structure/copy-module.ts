import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyModuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** POST a copy of a module into another work unit; a refused right (403) carries the api's message for the error modal. */
export const copyModule = ({ idDuer, idModule, idDuerCategorie }: { idDuer: number; idModule: number; idDuerCategorie: number }) =>
  call(copyModuleRoute, { params: { idDuer, idModule }, body: { idDuerCategorie } }, { handledStatuses: [403] });

export function useCopyModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyModule, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
