import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PagesEnregistrement, savePagesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** PUT the staged moves and deletions of pages. */
export const savePages = ({ idDuer, body }: { idDuer: number; body: PagesEnregistrement }) => call(savePagesRoute, { params: { idDuer }, body });

/** The DUER's pages are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useSavePages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePages,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.pages(idDuer) }),
  });
}
