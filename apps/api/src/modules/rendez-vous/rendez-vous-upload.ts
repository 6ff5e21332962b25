import { RDV_MAX_FILE_BYTES, RDV_MAX_FILES, RendezVousMessages as M } from '@portail/contracts';
import { UploadInterceptor } from '../../common/upload/upload.interceptor';

/**
 * What an adviser may receive, by content (file-type's names; not the client's name or type): PDF,
 * pictures, office documents (OOXML, OpenDocument, the older Office files) and plain text (csv, txt).
 * Executables, archives, scripts in binary form and unknown binaries are refused.
 */
export const RDV_ALLOWED_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/x-cfb',
  'text/plain',
] as const;

/** Attachments of an appointment request: up to 4 non-empty files of 25 Mo of the allowed types (spec 01 §2.4). */
export const RendezVousUploadInterceptor = UploadInterceptor({
  dir: (config) => config.rendezVous.filesDir,
  fileField: /^files(\[\d+\])?$/,
  maxFiles: RDV_MAX_FILES,
  maxFileBytes: RDV_MAX_FILE_BYTES,
  allowedTypes: RDV_ALLOWED_TYPES,
  dossierField: 'codeDossier',
  messages: { tooBig: M.fichierTropGros, tooMany: M.tropDeFichiers, empty: M.fichierVide, typeRefused: M.typeFichierRefuse },
});
