import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createModuleRoute, type NouvelElement } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** POST a module in a work unit (new name or base one); a refused right (403) carries the api's message for the error modal. */
export const createModule = ({ idDuer, idCategorie, body }: { idDuer: number; idCategorie: number; body: NouvelElement }) =>
  call(createModuleRoute, { params: { idDuer, idCategorie }, body }, { handledStatuses: [403] });

export function useCreateModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModule, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
