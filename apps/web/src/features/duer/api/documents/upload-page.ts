import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPageRoute } from '@portail/contracts';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { duerDocumentsKeys } from './documents-keys';
import { formulaireDocument } from './formulaire-document';

/** POST (multipart) a new page with its file. */
export const uploadPage = ({ idDuer, nom, file }: { idDuer: number; nom: string; file: File }) =>
  uploadWithProgress(uploadPageRoute, { params: { idDuer }, body: formulaireDocument({ nom }, file) });

/** The DUER's pages are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useUploadPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPage,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.pages(idDuer) }),
  });
}
