import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** PUT a work unit's new name (it may get a new id); a refused right (403) carries the api's message for the error modal. */
export const updateCategorie = ({ idDuer, idCategorie, nom }: { idDuer: number; idCategorie: number; nom: string }) =>
  call(updateCategorieRoute, { params: { idDuer, idCategorie }, body: { nom } }, { handledStatuses: [403] });

export function useUpdateCategorie() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategorie, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
