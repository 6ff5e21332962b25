import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** DELETE a work unit, its modules and their risks; a refused right (403) carries the api's message for the error modal. */
export const deleteCategorie = ({ idDuer, idCategorie }: { idDuer: number; idCategorie: number }) =>
  call(deleteCategorieRoute, { params: { idDuer, idCategorie } }, { handledStatuses: [403] });

export function useDeleteCategorie() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategorie, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
