import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPageRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** POST a base page to the DUER. */
export const addPage = ({ idDuer, idBasePage }: { idDuer: number; idBasePage: number }) => call(addPageRoute, { params: { idDuer }, body: { idBasePage } });

/** The DUER's pages are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useAddPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPage,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.pages(idDuer) }),
  });
}
