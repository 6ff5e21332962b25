import {
  addPhotoRoute,
  deletePhotoRoute,
  editPhotoRoute,
  GALERIE_ACCEPT,
  getPhotosContenuRoute,
  type PhotoModification,
  PhotoModificationSchema,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import type { LigneContenu, SectionContenu } from '../types';

const photoBody = (values: LigneContenu): PhotoModification => ({
  titre: String(values.titre ?? ''),
  ...(typeof values.ordre === 'number' ? { ordre: values.ordre } : {}),
});

/** The One Day gallery's photos: a file and a title to add one (put last), title and rank to edit, delete. */
export const galerieSections: SectionContenu[] = [
  {
    key: 'photos',
    label: 'Galerie One Day',
    idField: 'id',
    columns: [
      { name: 'titre', label: 'Titre' },
      { name: 'ordre', label: 'Ordre' },
      { name: 'fichier', label: 'Fichier' },
      { name: 'dimensions', label: 'Dimensions' },
      { name: 'ajout', label: 'Ajoutée le' },
    ],
    fields: [
      { name: 'titre', label: 'Titre (texte alternatif)', kind: 'text' },
      {
        name: 'ordre',
        label: 'Ordre',
        kind: 'number',
        help: 'Rang dans la galerie, croissant. Vide : à la fin pour une nouvelle photo, inchangé sinon.',
      },
    ],
    // A photo is added with its title, then given its rank (upload.create): both are checked as an edit's.
    schemas: { creation: PhotoModificationSchema, modification: PhotoModificationSchema },
    list: async () =>
      (await call(getPhotosContenuRoute)).map((p) => ({
        id: p.id,
        titre: p.titre,
        ordre: p.ordre,
        fichier: `${p.nomFichier} (${formatFileSize(p.octets)})`,
        dimensions: `${p.originale.largeur} × ${p.originale.hauteur}`,
        ajout: formatDateTime(p.dateAjout),
      })),
    create: () => Promise.reject(new Error('Une photo s’ajoute avec son fichier.')),
    update: (id, values) => call(editPhotoRoute, { params: { id }, body: photoBody(values) }),
    remove: (id) => call(deletePhotoRoute, { params: { id } }),
    upload: {
      field: 'fichier',
      label: 'Photo (JPEG, PNG ou WebP, 15 Mo au plus)',
      accept: GALERIE_ACCEPT,
      create: async (values, file) => {
        const body = new FormData();
        body.append('titre', String(values.titre ?? ''));
        body.append('fichier', file, file.name);
        const photo = await call(addPhotoRoute, { body });
        // A rank chosen at once: the upload puts the photo last, then it moves.
        if (typeof values.ordre === 'number') await call(editPhotoRoute, { params: { id: photo.id }, body: photoBody(values) });
        return photo;
      },
    },
  },
];
