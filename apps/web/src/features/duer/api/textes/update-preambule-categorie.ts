import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePreambuleCategorieRoute, type PreambuleCategorieUpdate } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** PUT a category's title, content and order; the answer is the preamble as saved. */
export const updatePreambuleCategorie = ({ idDuer, idCategorie, body }: { idDuer: number; idCategorie: number; body: PreambuleCategorieUpdate }) =>
  call(updatePreambuleCategorieRoute, { params: { idDuer, idCategorie }, body });

/**
 * The answer is the whole preamble: it becomes the cached one at once, and the form shows it (a refetch would leave
 * the saved text shown as pending until it answers). The screen shows a failure itself.
 */
export function useUpdatePreambuleCategorie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreambuleCategorie,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (preambule, { idDuer }) => queryClient.setQueryData(duerTextesKeys.preambule(idDuer), preambule),
  });
}
