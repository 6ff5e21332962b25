import { DocumentsMessages as M, GED_MAX_FILE_BYTES, GED_UPLOAD_EXTENSIONS } from '@portail/contracts';
import type { Request } from 'express';
import { StreamUploadInterceptor, type StreamUploadOptions } from '../../../common/upload/stream-upload.interceptor';
import { GedUploadGate } from './ged-type-check';

/** Random key of a document's blob in the dossier's part of the store. */
const gedBlobKey = (req: Request, id: string) => `ged/${req.dossier!.codeDossier}/${id}`;

const messages: StreamUploadOptions['messages'] = {
  empty: M.fichierVide,
  tooBig: M.fichierTropLourd,
  typeRefused: M.fichierTypeRefuse,
  contentMismatch: M.fichierContenuIncoherent,
  missing: M.aucunFichier,
  dossierMismatch: M.dossierIncoherent,
};

/** A member's upload: one file of 25 Mo of the allow-list (html refused), content agreeing with its extension. */
export const GedUploadInterceptor = StreamUploadInterceptor({
  fileField: 'files',
  maxFileBytes: GED_MAX_FILE_BYTES,
  extensions: GED_UPLOAD_EXTENSIONS,
  blobKey: gedBlobKey,
  dossierField: 'codedossier',
  gate: GedUploadGate,
  messages,
});

/** Staff filing: the same, html admitted (web pages the firm files keep their icon). */
export const GedStaffUploadInterceptor = StreamUploadInterceptor({
  fileField: 'files',
  maxFileBytes: GED_MAX_FILE_BYTES,
  extensions: [...GED_UPLOAD_EXTENSIONS, 'html', 'htm'],
  blobKey: gedBlobKey,
  messages,
});
