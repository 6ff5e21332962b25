import { defineRoute } from '../api-route';
import { DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import { DuerIdParamSchema } from './duer.schema';
import {
  GerantListSchema,
  InformationsGeneralesEnregistrementSchema,
  InformationsGeneralesSchema,
  IngenieurConseilSchema,
  PageDeGardeEnregistrementSchema,
  PageDeGardeSchema,
  PreambuleCategorieCreationSchema,
  PreambuleCategorieListSchema,
  PreambuleCategorieParamSchema,
  PreambuleCategorieUpdateSchema,
  PreambuleEnregistrementSchema,
  PreambuleSchema,
} from './duer-textes.schema';

/**
 * DUER special pages written in the portal (spec 03 §2.8, §2.9, §7.6): preamble, general information, cover page.
 * Same access rules as duer.routes.ts; texts need the modify right, adding or deleting a preamble category the
 * creation right; a finished DUER refuses members' writes.
 */

// ---------- Preamble (duerpreambule) ----------
export const getPreambuleRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/preambule',
  tag,
  summary: 'DuerPreambuleFetch : textes du préambule et ses catégories (vides tant que rien n’est enregistré)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: PreambuleSchema,
  dossier: DUER_LECTURE,
});
export const savePreambuleRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/preambule',
  tag,
  summary: 'DuerSavePreambule : les trois textes et le contenu des catégories ; un texte vide est enregistré comme un espace',
  auth: 'session',
  params: DuerIdParamSchema,
  body: PreambuleEnregistrementSchema,
  response: PreambuleSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const getPreambuleCategoriesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/preambule/categories',
  tag,
  summary: 'DuerGetListeCategoriesPreambule : catégories du préambule dans l’ordre',
  auth: 'session',
  params: DuerIdParamSchema,
  response: PreambuleCategorieListSchema,
  dossier: DUER_LECTURE,
});
export const addPreambuleCategorieRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/preambule/categories',
  tag,
  summary: 'InsertDuerPreambuleCategorie : ajoute une catégorie en dernière position ; renvoie le préambule',
  auth: 'session',
  params: DuerIdParamSchema,
  body: PreambuleCategorieCreationSchema,
  response: PreambuleSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const updatePreambuleCategorieRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/preambule/categories/{idCategorie}',
  tag,
  summary: 'UpdateDuerPreambuleCategorie : titre, contenu et ordre d’une catégorie ; renvoie le préambule',
  auth: 'session',
  params: PreambuleCategorieParamSchema,
  body: PreambuleCategorieUpdateSchema,
  response: PreambuleSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const deletePreambuleCategorieRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/preambule/categories/{idCategorie}',
  tag,
  summary: 'DeleteDuerPreambuleCategorie : supprime une catégorie ; renvoie le préambule',
  auth: 'session',
  params: PreambuleCategorieParamSchema,
  response: PreambuleSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});

// ---------- General information (duerinformationsgenerales) ----------
export const getInformationsGeneralesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/informations-generales',
  tag,
  summary: 'DuerInformationsGeneralesFetch : les neuf champs (vides tant que rien n’est enregistré)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: InformationsGeneralesSchema,
  dossier: DUER_LECTURE,
});
export const saveInformationsGeneralesRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/informations-generales',
  tag,
  summary: 'DuerSaveInformationsGenerales : les neuf champs (128 caractères chacun)',
  auth: 'session',
  params: DuerIdParamSchema,
  body: InformationsGeneralesEnregistrementSchema,
  response: InformationsGeneralesSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});

// ---------- Cover page (duerpagedegarde) ----------
export const getPageDeGardeRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/page-de-garde',
  tag,
  summary: 'DuerPageDeGardeFetch : lignes 1 à 4, date de mise à jour, rédacteur (à défaut, le conseiller du dossier)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: PageDeGardeSchema,
  dossier: DUER_LECTURE,
});
export const savePageDeGardeRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/page-de-garde',
  tag,
  summary: 'DuerSavePageDeGarde : champ1 à champ4, dateMiseAJour, ingenieurConseil',
  auth: 'session',
  params: DuerIdParamSchema,
  body: PageDeGardeEnregistrementSchema,
  response: PageDeGardeSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const getGerantsDossierRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/page-de-garde/gerants',
  tag,
  summary: 'DuerGerantsDossierFetch : gérants du dossier du DUER',
  auth: 'session',
  params: DuerIdParamSchema,
  response: GerantListSchema,
  dossier: DUER_LECTURE,
});
export const getIngenieurConseilRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/page-de-garde/ingenieur-conseil',
  tag,
  summary: 'DuerIngenieurConseilFetch : le conseiller rattaché au dossier du DUER (chargé d’études de préférence)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: IngenieurConseilSchema,
  dossier: DUER_LECTURE,
});
