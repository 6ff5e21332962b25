import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceAnnexeFichierRoute } from '@portail/contracts';
import { uploadWithProgress } from '../../../../lib/upload-with-progress';
import { duerDocumentsKeys } from './documents-keys';
import { formulaireDocument } from './formulaire-document';

/** PUT (multipart) a new file for a base annex. */
export const replaceAnnexeFichier = ({ idDuer, idBaseAnnexe, file }: { idDuer: number; idBaseAnnexe: number; file: File }) =>
  uploadWithProgress(replaceAnnexeFichierRoute, { params: { idDuer, idBaseAnnexe }, body: formulaireDocument({}, file) });

/** The DUER's annex lists are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useReplaceAnnexeFichier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceAnnexeFichier,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.toutesAnnexes(idDuer) }),
  });
}
