import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePreambuleCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** DELETE a category and its content; the answer is the preamble as saved. */
export const deletePreambuleCategorie = ({ idDuer, idCategorie }: { idDuer: number; idCategorie: number }) =>
  call(deletePreambuleCategorieRoute, { params: { idDuer, idCategorie } });

/**
 * The answer is the whole preamble: it becomes the cached one at once, and the form shows it (a refetch would leave
 * the saved text shown as pending until it answers). The screen shows a failure itself.
 */
export function useDeletePreambuleCategorie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreambuleCategorie,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (preambule, { idDuer }) => queryClient.setQueryData(duerTextesKeys.preambule(idDuer), preambule),
  });
}
