import { defineRoute } from '../api-route';
import {
  PhotoContenuListSchema,
  PhotoContenuSchema,
  PhotoCreationSchema,
  PhotoIdParamSchema,
  PhotoImageParamSchema,
  PhotoListSchema,
  PhotoModificationSchema,
} from './galerie.schema';

const tag = 'galerie';

/** The gallery is common to every signed-in user: no dossier, no module (spec 02 §2). */
export const getPhotosRoute = defineRoute({
  method: 'get',
  path: '/api/oneday/photos',
  tag,
  summary: 'Photos de la galerie One Day, dans leur ordre, avec les dimensions de chaque taille',
  auth: 'session',
  response: PhotoListSchema,
});
export const getPhotoImageRoute = defineRoute({
  method: 'get',
  path: '/api/oneday/photos/{id}/{taille}',
  tag,
  summary: 'Image d’une photo (petite : vignette, grande : visionneuse, originale : fichier envoyé) ; cache long et ETag',
  auth: 'session',
  params: PhotoImageParamSchema,
});

/** Staff content ('Contenus' screen): any collaborator, no dossier. */
export const getPhotosContenuRoute = defineRoute({
  method: 'get',
  path: '/api/contenus/photos',
  tag,
  summary: 'Collaborateurs : les photos de la galerie avec leur fichier d’origine',
  auth: 'staff',
  response: PhotoContenuListSchema,
});
export const addPhotoRoute = defineRoute({
  method: 'post',
  path: '/api/contenus/photos',
  tag,
  summary: 'Collaborateurs : ajoute une photo (multipart, fichier + titre ; JPEG, PNG ou WebP, 15 Mo) ; vignette et grande version générées',
  auth: 'staff',
  body: PhotoCreationSchema,
  multipart: true,
  response: PhotoContenuSchema,
  status: 201,
});
export const editPhotoRoute = defineRoute({
  method: 'put',
  path: '/api/contenus/photos/{id}',
  tag,
  summary: 'Collaborateurs : modifie le titre et l’ordre d’une photo',
  auth: 'staff',
  params: PhotoIdParamSchema,
  body: PhotoModificationSchema,
  response: PhotoContenuSchema,
});
export const deletePhotoRoute = defineRoute({
  method: 'delete',
  path: '/api/contenus/photos/{id}',
  tag,
  summary: 'Collaborateurs : supprime une photo et ses trois images',
  auth: 'staff',
  params: PhotoIdParamSchema,
  status: 204,
});
