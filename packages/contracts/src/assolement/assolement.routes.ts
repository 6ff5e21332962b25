import { defineRoute } from '../api-route';
import {
  AffectedRowsSchema,
  AssolementDossierSchema,
  AssolementLigneInputSchema,
  AssolementLigneParamSchema,
  AssolementLigneUpdateSchema,
  AssolementParamSchema,
  AssolementCultureSchema,
  AssolementSchema,
  AssolementValidationSchema,
  CorrespondancesInputSchema,
  CorrespondancesResultSchema,
  CultureTypeListSchema,
  InsertNmoins1ResultSchema,
  InsertNmoins1Schema,
} from './assolement.schema';

/** Crop rotation (spec 02 §7 Crop rotation); the dossier routes need tool_echanges (spec 02 §6). */
const ECHANGES = { modules: ['tool_echanges'] } as const;

export const getCultureTypesRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/cultures',
  tag: 'assolement',
  summary: 'Types de culture (référentiel commun à tous les dossiers) avec rendement maximal et libellé modifiable',
  auth: 'session',
  response: CultureTypeListSchema,
});
export const putCorrespondancesRoute = defineRoute({
  method: 'put',
  path: '/api/assolement/cultures/correspondances',
  tag: 'assolement',
  summary:
    'Personnel : enregistre les correspondances code PAC → libellé, groupe et type de culture (liste JSON ou { csv } au format officiel ;-séparé) ; 400 avec les numéros de ligne',
  auth: 'staff',
  body: CorrespondancesInputSchema,
  response: CorrespondancesResultSchema,
});
export const getAssolementRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/{codeDossier}/{millesime}',
  tag: 'assolement',
  summary: 'Assolement d’un millésime : data.dossier et data.cultures',
  auth: 'session',
  params: AssolementParamSchema,
  response: AssolementSchema,
  dossier: ECHANGES,
});
export const getAssolementDossierRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/dossier/{codeDossier}/{millesime}',
  tag: 'assolement',
  summary: 'Dossier d’assolement d’un millésime (définitif ou non, commune)',
  auth: 'session',
  params: AssolementParamSchema,
  response: AssolementDossierSchema,
  dossier: ECHANGES,
});
export const putAssolementDossierRoute = defineRoute({
  method: 'put',
  path: '/api/assolement/dossier',
  tag: 'assolement',
  summary: 'Personnel : valide (définitif) ou rouvre le millésime d’un dossier',
  auth: 'staff',
  body: AssolementValidationSchema,
  response: AssolementDossierSchema,
  dossier: ECHANGES,
});
export const addAssolementCultureRoute = defineRoute({
  method: 'post',
  path: '/api/assolement',
  tag: 'assolement',
  summary: 'Ajoute une culture au millésime (refusée si déjà présente ou si le millésime est validé)',
  auth: 'session',
  body: AssolementLigneInputSchema,
  response: AssolementCultureSchema,
  status: 201,
  dossier: ECHANGES,
});
export const editAssolementCultureRoute = defineRoute({
  method: 'put',
  path: '/api/assolement',
  tag: 'assolement',
  summary: 'Modifie une culture (idAssolementCulture) ; refusée si le millésime est validé',
  auth: 'session',
  body: AssolementLigneUpdateSchema,
  response: AssolementCultureSchema,
  dossier: ECHANGES,
});
export const insertNmoins1Route = defineRoute({
  method: 'post',
  path: '/api/assolement/insertNmoins1',
  tag: 'assolement',
  summary:
    'Importe les cultures de l’année précédente dans le millésime, sans dupliquer une culture déjà présente (surface, libellé et dérobée copiés ; rendement vide)',
  auth: 'session',
  body: InsertNmoins1Schema,
  response: InsertNmoins1ResultSchema,
  dossier: ECHANGES,
});
export const deleteAssolementCultureRoute = defineRoute({
  method: 'delete',
  path: '/api/assolement/{codeDossier}/{millesime}/{id}',
  tag: 'assolement',
  summary: 'Supprime une culture du millésime : data.affectedRows = 1',
  auth: 'session',
  params: AssolementLigneParamSchema,
  response: AffectedRowsSchema,
  dossier: ECHANGES,
});
export const deleteAssolementRoute = defineRoute({
  method: 'delete',
  path: '/api/assolement/{codeDossier}/{millesime}',
  tag: 'assolement',
  summary: 'Supprime toutes les cultures du millésime',
  auth: 'session',
  params: AssolementParamSchema,
  response: AffectedRowsSchema,
  dossier: ECHANGES,
});
