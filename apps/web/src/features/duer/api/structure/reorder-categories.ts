import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderCategoriesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { refreshDuer } from './duer-keys';

/** PUT the changed orders of the work units; a refused right (403) carries the api's message for the error modal. */
export const reorderCategories = ({ idDuer, categoriesAModifier }: { idDuer: number; categoriesAModifier: { id: number; ordre: number }[] }) =>
  call(reorderCategoriesRoute, { params: { idDuer }, body: { categoriesAModifier } }, { handledStatuses: [403] });

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderCategories, onSuccess: (_, { idDuer }) => refreshDuer(queryClient, idDuer) });
}
