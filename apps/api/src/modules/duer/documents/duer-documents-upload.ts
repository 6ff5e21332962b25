import { DUER_DOCUMENT_EXTENSIONS, DUER_DOCUMENT_MAX_BYTES, DuerDocumentsMessages as M } from '@portail/contracts';
import type { Request } from 'express';
import { StreamUploadInterceptor } from '../../../common/upload/stream-upload.interceptor';

/** Random key of an annex or page file in the dossier's part of the store. */
const duerBlobKey = (req: Request, id: string) => `duer/${req.dossier!.codeDossier}/${id}`;

/**
 * One .doc, .docx or .pdf file (20 Mo), its content agreeing with its extension, streamed after the access guard: the
 * guard has already decided the upload's DUER rule (spec 03 §4, §6) before the first byte is stored.
 */
export const DuerDocumentUploadInterceptor = StreamUploadInterceptor({
  fileField: 'files',
  maxFileBytes: DUER_DOCUMENT_MAX_BYTES,
  extensions: DUER_DOCUMENT_EXTENSIONS,
  blobKey: duerBlobKey,
  messages: {
    empty: M.fichierVide,
    tooBig: M.fichierTropLourd,
    typeRefused: M.fichierTypeRefuse,
    contentMismatch: M.fichierContenuIncoherent,
    missing: M.aucunFichier,
    dossierMismatch: M.dossierIncoherent,
  },
});
