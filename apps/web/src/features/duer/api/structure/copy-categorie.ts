import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** POST a copy of a work unit, under a new name when given; a refused right (403) carries the api's message for the error modal. */
export const copyCategorie = ({ idDuer, idCategorie, nom }: { idDuer: number; idCategorie: number; nom?: string }) =>
  call(copyCategorieRoute, { params: { idDuer, idCategorie }, body: nom ? { nom } : {} }, { handledStatuses: [403] });

export function useCopyCategorie() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyCategorie, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
