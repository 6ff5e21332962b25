import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PageDeGardeEnregistrement, savePageDeGardeRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** PUT the cover page's lines; the answer is the screen's data as saved. */
export const savePageDeGarde = ({ idDuer, body }: { idDuer: number; body: PageDeGardeEnregistrement }) =>
  call(savePageDeGardeRoute, { params: { idDuer }, body });

/** The answer becomes the cached data at once, and the form shows it. The screen shows a failure itself. */
export function useSavePageDeGarde() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageDeGarde,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (pageDeGarde, { idDuer }) => queryClient.setQueryData(duerTextesKeys.pageDeGarde(idDuer), pageDeGarde),
  });
}
