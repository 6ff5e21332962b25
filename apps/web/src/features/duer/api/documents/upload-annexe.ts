import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAnnexeRoute } from '@portail/contracts';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { duerDocumentsKeys } from './documents-keys';
import { formulaireDocument } from './formulaire-document';

/** POST (multipart) a new annex, the DUER's or a module's, with its file. */
export const uploadAnnexe = ({ idDuer, nom, idDuerModule, file }: { idDuer: number; nom: string; idDuerModule: number | null; file: File }) =>
  uploadWithProgress(uploadAnnexeRoute, {
    params: { idDuer },
    body: formulaireDocument({ nom, idDuerModule: idDuerModule === null ? undefined : String(idDuerModule) }, file),
  });

/** The DUER's annex lists are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useUploadAnnexe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAnnexe,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.toutesAnnexes(idDuer) }),
  });
}
