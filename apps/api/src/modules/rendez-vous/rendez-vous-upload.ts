import { RDV_MAX_FILE_BYTES, RDV_MAX_FILES, RendezVousMessages as M } from '@portail/contracts';
import { UploadInterceptor } from '../../common/upload/upload.interceptor';

/** Attachments of an appointment request: up to 4 non-empty files of 25 Mo, any type (spec 01 §2.4). */
export const RendezVousUploadInterceptor = UploadInterceptor({
  dir: (config) => config.rendezVous.filesDir,
  fileField: /^files(\[\d+\])?$/,
  maxFiles: RDV_MAX_FILES,
  maxFileBytes: RDV_MAX_FILE_BYTES,
  dossierField: 'codeDossier',
  messages: { tooBig: M.fichierTropGros, tooMany: M.tropDeFichiers, empty: M.fichierVide },
});
