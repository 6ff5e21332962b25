import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPreambuleCategorieRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** POST a titled category; the answer is the preamble as saved. */
export const addPreambuleCategorie = ({ idDuer, titre }: { idDuer: number; titre: string }) =>
  call(addPreambuleCategorieRoute, { params: { idDuer }, body: { titre } });

/**
 * The answer is the whole preamble: it becomes the cached one at once, and the form shows it (a refetch would leave
 * the saved text shown as pending until it answers). The screen shows a failure itself.
 */
export function useAddPreambuleCategorie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPreambuleCategorie,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (preambule, { idDuer }) => queryClient.setQueryData(duerTextesKeys.preambule(idDuer), preambule),
  });
}
