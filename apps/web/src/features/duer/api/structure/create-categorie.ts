import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCategorieRoute, type NouvelElement } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** POST a work unit (new name or base one); a refused right (403) carries the api's message for the error modal. */
export const createCategorie = ({ idDuer, body }: { idDuer: number; body: NouvelElement }) =>
  call(createCategorieRoute, { params: { idDuer }, body }, { handledStatuses: [403] });

export function useCreateCategorie() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCategorie, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
