import { GALERIE_EXTENSIONS, GALERIE_LIMITES, GalerieMessages as M } from '@portail/contracts';
import { StreamUploadInterceptor } from '../../common/upload/stream-upload.interceptor';
import { photoBlobKeys } from './photo-versions';

/** One JPEG, PNG or WebP photo of 15 Mo under `fichier`, its content agreeing with its extension, streamed after the staff guard. */
export const PhotoUploadInterceptor = StreamUploadInterceptor({
  fileField: 'fichier',
  maxFileBytes: GALERIE_LIMITES.fichierMaxOctets,
  extensions: GALERIE_EXTENSIONS,
  blobKey: (_req, id) => photoBlobKeys(id).originale,
  messages: {
    empty: M.fichierVide,
    tooBig: M.fichierTropLourd,
    typeRefused: M.fichierTypeRefuse,
    contentMismatch: M.fichierContenuIncoherent,
    missing: M.aucunFichier,
    dossierMismatch: M.dossierIncoherent,
  },
});
