import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replacePageFichierRoute } from '@portail/contracts';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { duerDocumentsKeys } from './documents-keys';
import { formulaireDocument } from './formulaire-document';

/** PUT (multipart) a new file for a base page. */
export const replacePageFichier = ({ idDuer, idBasePage, file }: { idDuer: number; idBasePage: number; file: File }) =>
  uploadWithProgress(replacePageFichierRoute, { params: { idDuer, idBasePage }, body: formulaireDocument({}, file) });

/** The DUER's pages are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useReplacePageFichier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replacePageFichier,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.pages(idDuer) }),
  });
}
