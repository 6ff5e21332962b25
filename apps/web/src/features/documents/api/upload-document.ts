import { confirmUploadRoute, uploadDocumentRoute, type ConfirmUpload, type TypeFichier } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/documents/upload?codeDossier=: one file per call (files, codedossier, typeFichier, estCollab), with its progress. */
export function uploadDocument(
  input: { codeDossier: string; typeFichier: TypeFichier; estCollab: boolean; file: File },
  onProgress: (percentage: number) => void,
) {
  const form = new FormData();
  form.append('codedossier', input.codeDossier);
  form.append('typeFichier', input.typeFichier);
  form.append('estCollab', String(input.estCollab));
  form.append('files', input.file, input.file.name);
  return uploadWithProgress(uploadDocumentRoute, { query: { codeDossier: input.codeDossier }, body: form }, { onProgress });
}

/** POST /api/documents/sendmailconfirmupload: the advisers are told of the batch by mail. */
export const confirmUpload = (body: ConfirmUpload) => call(confirmUploadRoute, { body }, { handledStatuses: [403] });
