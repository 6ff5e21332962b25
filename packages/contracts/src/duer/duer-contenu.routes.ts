import { defineRoute } from '../api-route';
import { DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import {
  AjoutGroupeSchema,
  AjoutRisqueSchema,
  BaseFiltreQuerySchema,
  BaseGroupeListSchema,
  BaseItemListSchema,
  BasePictoListSchema,
  DuerGroupeParamSchema,
  DuerIdParamSchema,
  DuerModuleDetailSchema,
  DuerModuleParamSchema,
  DuerRisqueParamSchema,
  DuerRisqueSchema,
  GroupeDisponibleListSchema,
  PictosUpdateSchema,
  RenommerSchema,
} from './duer.schema';

/** DUER module content (spec 03 §7.3): operations, risks, pictograms; same access rules as duer.routes.ts. */
// ---------- Operations and risks (duermodule) ----------
export const getBaseGroupesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/modules/{idModule}/groupes/base',
  tag,
  summary: 'DuerBaseGroupesFetch : opérations de base du module non encore présentes, avec leurs risques de base',
  auth: 'session',
  params: DuerModuleParamSchema,
  response: BaseGroupeListSchema,
  dossier: DUER_LECTURE,
});
export const getGroupesDisponiblesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/groupes/disponibles',
  tag,
  summary: 'DuerBaseGroupesDisponiblesFetch (collaborateurs) : opérations des autres DUER, filtrées par texte et par année',
  auth: 'staff',
  params: DuerIdParamSchema,
  query: BaseFiltreQuerySchema,
  response: GroupeDisponibleListSchema,
  dossier: DUER_LECTURE,
});
export const addGroupeRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/modules/{idModule}/groupes',
  tag,
  summary: 'Ajoute une opération : vide, de base, d’un autre DUER (collaborateurs), ou opération et risque ensemble ; renvoie le module rechargé',
  auth: 'session',
  params: DuerModuleParamSchema,
  body: AjoutGroupeSchema,
  response: DuerModuleDetailSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'], when: [{ body: 'mode', equals: 'autreDuer', requires: ['collaborateur'] }] }),
});
export const updateGroupeRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/groupes/{idGroupe}',
  tag,
  summary: 'UpdateDuerGroupe : renomme une opération',
  auth: 'session',
  params: DuerGroupeParamSchema,
  body: RenommerSchema,
  response: DuerModuleDetailSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const deleteGroupeRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/groupes/{idGroupe}',
  tag,
  summary: 'DeleteDuerGroupe : supprime une opération et ses risques',
  auth: 'session',
  params: DuerGroupeParamSchema,
  response: DuerModuleDetailSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const getBaseRisquesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/groupes/{idGroupe}/risques/base',
  tag,
  summary: 'Risques de base de l’opération non encore présents',
  auth: 'session',
  params: DuerGroupeParamSchema,
  response: BaseItemListSchema,
  dossier: DUER_LECTURE,
});
export const addRisqueRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/groupes/{idGroupe}/risques',
  tag,
  summary: 'InsertDuerRisque / CopyDuerRisque : ajoute un risque nouveau (nom) ou de base (idBaseRisque) ; renvoie le module rechargé',
  auth: 'session',
  params: DuerGroupeParamSchema,
  body: AjoutRisqueSchema,
  response: DuerModuleDetailSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const updateRisqueRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/risques/{idRisque}',
  tag,
  summary: 'UpdateDuerBaseRisque : renomme un risque',
  auth: 'session',
  params: DuerRisqueParamSchema,
  body: RenommerSchema,
  response: DuerModuleDetailSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const deleteRisqueRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/risques/{idRisque}',
  tag,
  summary: 'DeleteDuerRisque : supprime un risque',
  auth: 'session',
  params: DuerRisqueParamSchema,
  response: DuerModuleDetailSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const getBasePictosRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/pictos',
  tag,
  summary: 'DuerBasesPictosFetch : pictogrammes de base (image en base64)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: BasePictoListSchema,
  dossier: DUER_LECTURE,
});
export const updatePictosRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/risques/{idRisque}/pictos',
  tag,
  summary: 'UpdateDuerPictos : ajouts, suppressions et descriptions des pictogrammes d’un risque',
  auth: 'session',
  params: DuerRisqueParamSchema,
  body: PictosUpdateSchema,
  response: DuerRisqueSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
