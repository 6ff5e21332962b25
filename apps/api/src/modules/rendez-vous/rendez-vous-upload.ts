import { RDV_EXTENSIONS, RDV_MAX_FILE_BYTES, RDV_MAX_FILES, RendezVousMessages as M } from '@portail/contracts';
import { UploadInterceptor } from '../../common/upload/upload.interceptor';

/**
 * Attachments of an appointment request: up to 4 non-empty files of 25 Mo (spec 01 §2.4) that an
 * adviser may open, by extension (PDF, pictures, office documents, plain text), each content agreeing
 * with its extension: scripts, web pages and programs are refused.
 */
export const RendezVousUploadInterceptor = UploadInterceptor({
  dir: (config) => config.rendezVous.filesDir,
  fileField: /^files(\[\d+\])?$/,
  maxFiles: RDV_MAX_FILES,
  maxFileBytes: RDV_MAX_FILE_BYTES,
  extensions: RDV_EXTENSIONS,
  dossierField: 'codeDossier',
  messages: {
    tooBig: M.fichierTropGros,
    tooMany: M.tropDeFichiers,
    empty: M.fichierVide,
    typeRefused: M.typeFichierRefuse,
    contentMismatch: M.fichierContenuIncoherent,
  },
});
