import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePreambuleRoute, type PreambuleEnregistrement } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** PUT the preamble's texts and categories' contents; the answer is the preamble as saved. */
export const savePreambule = ({ idDuer, body }: { idDuer: number; body: PreambuleEnregistrement }) => call(savePreambuleRoute, { params: { idDuer }, body });

/**
 * The answer is the whole preamble: it becomes the cached one at once, and the form shows it (a refetch would leave
 * the saved text shown as pending until it answers). The screen shows a failure itself.
 */
export function useSavePreambule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreambule,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (preambule, { idDuer }) => queryClient.setQueryData(duerTextesKeys.preambule(idDuer), preambule),
  });
}
