import { defineRoute } from '../api-route';
import { DUER, DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import { CodeDossierParamSchema } from '../user/user.schema';
import {
  BaseFiltreQuerySchema,
  BaseItemListSchema,
  CopieCategorieSchema,
  CopieModuleSchema,
  DuerCategorieDetailSchema,
  DuerCategorieParamSchema,
  DuerCategorieSchema,
  DuerCreationSchema,
  DuerDetailSchema,
  DuerIdParamSchema,
  DuerIndexSchema,
  DuerModuleDetailSchema,
  DuerModuleParamSchema,
  DuerModuleSchema,
  DuerSchema,
  DuerSourceListSchema,
  HistoriqueModuleSchema,
  ModuleEnregistrementSchema,
  ModuleUpdateResultSchema,
  ModuleUpdateSchema,
  NouvelElementSchema,
  OkSchema,
  OrdreCategoriesSchema,
  OrdreModulesSchema,
  RenommerSchema,
} from './duer.schema';

/**
 * DUER editing (spec 03 §7.2, §7.3). Every route needs tool_duer or tool_duer_collaborateur on the dossier (spec 03
 * §2); routes under /api/duer/{idDuer} act on that DUER's dossier (found by the api from the id) and check that the
 * work unit, module, operation or risk they name belongs to it. Each route declares the rights of spec 03 §6 its call
 * needs (dossier.duer); the api's guard decides them before the handler and answers 403 with a French message.
 */

// ---------- Years (duer-index) ----------
export const getDuerIndexRoute = defineRoute({
  method: 'get',
  path: '/api/duer/dossier/{codeDossier}',
  tag,
  summary: 'Liste des DUER du dossier (années) et options de création permises à l’appelant',
  auth: 'session',
  params: CodeDossierParamSchema,
  response: DuerIndexSchema,
  dossier: DUER_LECTURE,
});
export const createDuerRoute = defineRoute({
  method: 'post',
  path: '/api/duer/dossier/{codeDossier}',
  tag,
  summary: 'Crée le DUER d’une année : vide, modèle par défaut, copie d’une année (avec ou sans contenu) ou d’un autre dossier',
  auth: 'session',
  params: CodeDossierParamSchema,
  body: DuerCreationSchema,
  response: DuerSchema,
  status: 201,
  dossier: duerAccess({ when: [{ body: 'mode', equals: 'copie', requires: ['copieAnnee'], otherwise: ['ce'] }] }),
});
export const getDuerSourcesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/dossier/{codeDossier}/sources',
  tag,
  summary: 'Collaborateur CE : DUER des autres dossiers de son portefeuille, sources d’une copie',
  auth: 'staff',
  params: CodeDossierParamSchema,
  response: DuerSourceListSchema,
  dossier: DUER,
});

// ---------- Work units (duer) ----------
export const getDuerRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}',
  tag,
  summary: 'DUER, ses unités de travail (valide / incomplète) et les droits de l’appelant',
  auth: 'session',
  params: DuerIdParamSchema,
  response: DuerDetailSchema,
  dossier: DUER_LECTURE,
});
export const getBaseCategoriesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/categories/base',
  tag,
  summary: 'DuerBaseCategoriesFetch : unités de base disponibles (collaborateurs : toutes ; adhérents : celles du type du dossier)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: BaseItemListSchema,
  dossier: DUER_LECTURE,
});
export const createCategorieRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/categories',
  tag,
  summary: 'Crée une unité de travail : nouvelle (nom) ou unité de base (idBase) ; limites 3 VITI, 4 AGRIVITI',
  auth: 'session',
  params: DuerIdParamSchema,
  body: NouvelElementSchema,
  response: DuerCategorieSchema,
  status: 201,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const reorderCategoriesRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/categories/ordre',
  tag,
  summary: 'Ordre des unités de travail (seules celles qui ont changé)',
  auth: 'session',
  params: DuerIdParamSchema,
  body: OrdreCategoriesSchema,
  response: DuerDetailSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const getCategorieRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/categories/{idCategorie}',
  tag,
  summary: 'DuerModulesFetch : une unité de travail et ses modules',
  auth: 'session',
  params: DuerCategorieParamSchema,
  response: DuerCategorieDetailSchema,
  dossier: DUER_LECTURE,
});
export const copyCategorieRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/categories/{idCategorie}/copie',
  tag,
  summary: 'Copie une unité de travail avec ses modules, opérations et risques',
  auth: 'session',
  params: DuerCategorieParamSchema,
  body: CopieCategorieSchema,
  response: DuerCategorieSchema,
  status: 201,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const updateCategorieRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/categories/{idCategorie}',
  tag,
  summary: 'Renomme une unité de travail (son id peut changer : la réponse donne le nouveau)',
  auth: 'session',
  params: DuerCategorieParamSchema,
  body: RenommerSchema,
  response: DuerCategorieSchema,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const deleteCategorieRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/categories/{idCategorie}',
  tag,
  summary: 'Supprime une unité de travail et son contenu',
  auth: 'session',
  params: DuerCategorieParamSchema,
  response: OkSchema,
  dossier: duerAccess({ requires: ['structure'] }),
});

// ---------- Modules (duercategorie) ----------
export const getBaseModulesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/categories/{idCategorie}/modules/base',
  tag,
  summary: 'DuerBaseModulesFetch : modules de base disponibles, filtrés par texte et par année',
  auth: 'session',
  params: DuerCategorieParamSchema,
  query: BaseFiltreQuerySchema,
  response: BaseItemListSchema,
  dossier: DUER_LECTURE,
});
export const createModuleRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/categories/{idCategorie}/modules',
  tag,
  summary: 'Crée un module : nouveau (nom, 128 caractères, pas le nom d’un module de base) ou module de base (idBase)',
  auth: 'session',
  params: DuerCategorieParamSchema,
  body: NouvelElementSchema,
  response: DuerModuleSchema,
  status: 201,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const reorderModulesRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/modules/ordre',
  tag,
  summary: 'UpdateOrdreModules : ordre des modules (seuls ceux qui ont changé)',
  auth: 'session',
  params: DuerIdParamSchema,
  body: OrdreModulesSchema,
  response: OkSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const getModuleRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/modules/{idModule}',
  tag,
  summary: 'DuerGroupesFetch : le module, ses opérations et risques, le module suivant et sa version',
  auth: 'session',
  params: DuerModuleParamSchema,
  response: DuerModuleDetailSchema,
  dossier: DUER_LECTURE,
});
export const updateModuleRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/modules/{idModule}',
  tag,
  summary: 'UpdateModule : renomme le module ou change sa remarque ; insertIdDuerModule quand son id change',
  auth: 'session',
  params: DuerModuleParamSchema,
  body: ModuleUpdateSchema,
  response: ModuleUpdateResultSchema,
  dossier: duerAccess({ when: [{ body: 'nom', requires: ['structure'], otherwise: ['modifs'] }] }),
});
export const deleteModuleRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/modules/{idModule}',
  tag,
  summary: 'Supprime un module et son contenu',
  auth: 'session',
  params: DuerModuleParamSchema,
  response: OkSchema,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const copyModuleRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/modules/{idModule}/copie',
  tag,
  summary: 'DeplacerDuerModule : copie le module (opérations, risques, pictogrammes) dans une autre unité de travail',
  auth: 'session',
  params: DuerModuleParamSchema,
  body: CopieModuleSchema,
  response: DuerModuleSchema,
  status: 201,
  dossier: duerAccess({ requires: ['structure'] }),
});
export const forceModuleRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/modules/{idModule}/forcerValidation',
  tag,
  summary: 'ForcerValidationModule : force ou retire la validation du module (bascule)',
  auth: 'session',
  params: DuerModuleParamSchema,
  response: DuerModuleSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const saveModuleRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/modules/{idModule}/enregistrement',
  tag,
  summary:
    'UpdateDuerRisques + UpdateOrdreGroupes : enregistre remarque, ordre des opérations et risques modifiés en une transaction ; 409 CONFLIT si la version est dépassée',
  auth: 'session',
  params: DuerModuleParamSchema,
  body: ModuleEnregistrementSchema,
  response: DuerModuleDetailSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const getModuleHistoryRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/modules/{idModule}/historique',
  tag,
  summary: 'DuerGetHistoriqueModule (collaborateurs) : valeurs datées des mesures et cotations, par adhérent et par collaborateur',
  auth: 'staff',
  params: DuerModuleParamSchema,
  response: HistoriqueModuleSchema,
  dossier: duerAccess({ requires: ['collaborateur'] }),
});
