import { defineRoute } from '../api-route';
import { DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import { DuerIdParamSchema } from './duer.schema';
import {
  AjoutAuditCategorieSchema,
  AjoutAuditQuestionSchema,
  AuditEnregistrementSchema,
  AuditRestantListSchema,
  DuerAuditCategorieParamSchema,
  DuerAuditParamSchema,
  DuerAuditQuestionParamSchema,
  DuerAuditSchema,
} from './duer-audit.schema';

/**
 * The prior audit of a DUER (spec 03 §2.7, §7.6): its questions by category, answers, remarks, order, added
 * categories and questions. Answers, remarks and order need the modify right; adding and deleting the creation right
 * (spec 03 §6); the api checks every question named belongs to the DUER.
 */
export const getAuditRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/audit/questions/types/{idBaseType}',
  tag,
  summary: 'DuerQuestionsFetch : questions de l’audit préalable du DUER (type de base 99), par catégorie',
  auth: 'session',
  params: DuerAuditParamSchema,
  response: DuerAuditSchema,
  dossier: DUER_LECTURE,
});
export const getAuditCategoriesRestantesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/audit/categories/restantes',
  tag,
  summary: 'DuerCategoriesLeftFetch : catégories d’audit où ajouter une question (du cabinet ou du dossier)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: AuditRestantListSchema,
  dossier: DUER_LECTURE,
});
export const getAuditQuestionsRestantesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/audit/categories/{idBaseCategorieAudit}/questions/restantes',
  tag,
  summary: 'DuerQuestionsLeftFetch : questions de base de la catégorie absentes de l’audit du DUER',
  auth: 'session',
  params: DuerAuditCategorieParamSchema,
  response: AuditRestantListSchema,
  dossier: DUER_LECTURE,
});
export const saveAuditRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/audit',
  tag,
  summary: 'SaveDuer : réponses, non applicable, remarques et ordre des questions, en une transaction ; renvoie l’audit',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AuditEnregistrementSchema,
  response: DuerAuditSchema,
  dossier: duerAccess({ requires: ['modifs'] }),
});
export const deleteAuditQuestionRoute = defineRoute({
  method: 'delete',
  path: '/api/duer/{idDuer}/audit/questions/{idQuestion}',
  tag,
  summary: 'DeleteDuerQuestion : supprime une question et renumérote sa catégorie à partir de 1',
  auth: 'session',
  params: DuerAuditQuestionParamSchema,
  response: DuerAuditSchema,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const addAuditQuestionRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/audit/questions',
  tag,
  summary: 'InsertDuerQuestion : ajoute une question de base (idQuestion) ou nouvelle (idQuestion -1 et nom) à une catégorie',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AjoutAuditQuestionSchema,
  response: DuerAuditSchema,
  status: 201,
  dossier: duerAccess({ requires: ['modifs', 'creation'] }),
});
export const addAuditCategorieRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/audit/categories',
  tag,
  summary: 'InsertDuerCategorieAudit : ajoute une catégorie du dossier, avec une première question facultative',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AjoutAuditCategorieSchema,
  response: DuerAuditSchema,
  status: 201,
  dossier: duerAccess({ requires: ['modifs', 'creation'] }),
});
