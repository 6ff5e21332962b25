import { defineRoute } from '../api-route';
import { DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import {
  AjoutAnnexeSchema,
  AjoutPageSchema,
  AnnexeInsertResultSchema,
  AnnexesEnregistrementSchema,
  AnnexeUploadSchema,
  BaseAnnexeListSchema,
  BasePageListSchema,
  DuerAnnexesSchema,
  DuerBaseAnnexeParamSchema,
  DuerBasePageParamSchema,
  DuerModuleAnnexesParamSchema,
  DuerPagesSchema,
  FichierAnnexeParamSchema,
  FichierPageParamSchema,
  PagesEnregistrementSchema,
  PageUploadSchema,
} from './duer-documents.schema';
import { DuerIdParamSchema, OkSchema } from './duer.schema';

/** DUER annexes and pages (spec 03 §2.5, §2.6, §7.1, §7.4, §7.5); same access rules as duer.routes.ts. */
// ---------- Files (§7.1): the flags in the path are the client's; the api decides from the session ----------
export const getAnnexeFichierRoute = defineRoute({
  method: 'get',
  path: '/api/duer/fichier/1/{annexId}/{idDuer}/{isAdvisor}/{asPdf}/{name}',
  tag,
  summary: 'Téléchargement (asPdf false) ou vue en PDF (asPdf true) d’une annexe ; text/plain « Aucun document… » sans fichier',
  auth: 'session',
  params: FichierAnnexeParamSchema,
  dossier: DUER_LECTURE,
});
export const getPageFichierRoute = defineRoute({
  method: 'get',
  path: '/api/duer/fichier/2/{pageId}/{duerId}/{isCollaborator}/{view}/{pageName}',
  tag,
  summary: 'Téléchargement (view false) ou vue (view true) d’une page de base ; text/plain « Aucun document… » sans fichier',
  auth: 'session',
  params: FichierPageParamSchema,
  dossier: DUER_LECTURE,
});

// ---------- Annexes (§7.4) ----------
export const getAnnexesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/annexes',
  tag,
  summary: 'DuerAnnexesFetch : annexes du DUER entier (module 0), par numéro',
  auth: 'session',
  params: DuerIdParamSchema,
  response: DuerAnnexesSchema,
  dossier: DUER_LECTURE,
});
export const getBaseAnnexesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/annexes/base',
  tag,
  summary: 'DuerBaseAnnexesFetch : annexes de base (cabinet et dossier) non encore liées au DUER',
  auth: 'session',
  params: DuerIdParamSchema,
  response: BaseAnnexeListSchema,
  dossier: DUER_LECTURE,
});
export const getModuleAnnexesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/modules/{idDuerModule}/annexes',
  tag,
  summary: 'DuerAnnexesModuleFetch : annexes d’un module (module de base lu sur le module du DUER)',
  auth: 'session',
  params: DuerModuleAnnexesParamSchema,
  response: DuerAnnexesSchema,
  dossier: DUER_LECTURE,
});
export const getModuleBaseAnnexesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/modules/{idDuerModule}/annexes/base',
  tag,
  summary: 'DuerBaseAnnexesModuleFetch : annexes de base du module de base non encore liées au module',
  auth: 'session',
  params: DuerModuleAnnexesParamSchema,
  response: BaseAnnexeListSchema,
  dossier: DUER_LECTURE,
});
export const uploadAnnexeRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/annexes/upload',
  tag,
  summary: 'InsertDuerBaseAnnexe (collaborateurs) : crée une annexe du dossier par envoi (multipart, files, .doc/.docx/.pdf) et la lie',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AnnexeUploadSchema,
  multipart: true,
  response: AnnexeInsertResultSchema,
  status: 201,
  dossier: duerAccess({ requires: ['collaborateur', 'creation'] }),
});
export const addAnnexeRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/annexes',
  tag,
  summary: 'InsertDuerAnnexe / InsertDuerAnnexeModule : lie une annexe de base existante au DUER ou au module',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AjoutAnnexeSchema,
  response: AnnexeInsertResultSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const saveAnnexesRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/annexes',
  tag,
  summary: 'UpdateMultipleDuerBaseAnnexe + DeleteMultipleDuerAnnexe(Module) : numéros et suppressions en une transaction',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AnnexesEnregistrementSchema,
  response: OkSchema,
  dossier: duerAccess({
    when: [
      { body: 'numeros', requires: ['collaborateur', 'modifs', 'nonFini'] },
      { body: 'toDelete', requires: ['creation', 'nonFini'] },
    ],
  }),
});
export const replaceAnnexeFichierRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/annexes/{idBaseAnnexe}/fichier',
  tag,
  summary: 'ReplaceDuerAnnexeFile (collaborateurs) : remplace le fichier d’une annexe (tous les DUER le voient)',
  auth: 'session',
  params: DuerBaseAnnexeParamSchema,
  multipart: true,
  response: OkSchema,
  dossier: duerAccess({ requires: ['collaborateur', 'creation', 'nonFini'] }),
});

// ---------- Pages (§7.5) ----------
export const getPagesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/pages',
  tag,
  summary: 'DuerPagesFetch : pages du DUER avec ordre et place (avant ou après les risques)',
  auth: 'session',
  params: DuerIdParamSchema,
  response: DuerPagesSchema,
  dossier: DUER_LECTURE,
});
export const getBasePagesRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/pages/base',
  tag,
  summary: 'DuerBasePagesFetch : pages de base (cabinet et dossier) non utilisées par le DUER',
  auth: 'session',
  params: DuerIdParamSchema,
  response: BasePageListSchema,
  dossier: DUER_LECTURE,
});
export const uploadPageRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/pages/upload',
  tag,
  summary: 'InsertDuerBasePage : crée une page du dossier par envoi (multipart, files, .doc/.docx/.pdf) et la lie en fin de liste',
  auth: 'session',
  params: DuerIdParamSchema,
  body: PageUploadSchema,
  multipart: true,
  response: AnnexeInsertResultSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const addPageRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/pages',
  tag,
  summary: 'InsertDuerPage : lie une page de base non utilisée au DUER, en fin de liste',
  auth: 'session',
  params: DuerIdParamSchema,
  body: AjoutPageSchema,
  response: AnnexeInsertResultSchema,
  status: 201,
  dossier: duerAccess({ requires: ['creation'] }),
});
export const savePagesRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/pages',
  tag,
  summary: 'UpdateDuerPages {toUpdate, toDelete} : ordres, place et suppressions en une transaction',
  auth: 'session',
  params: DuerIdParamSchema,
  body: PagesEnregistrementSchema,
  response: OkSchema,
  dossier: duerAccess({
    when: [
      { body: 'toUpdate', requires: ['modifs', 'nonFini'] },
      { body: 'toDelete', requires: ['creation', 'nonFini'] },
    ],
  }),
});
export const replacePageFichierRoute = defineRoute({
  method: 'post',
  path: '/api/duer/{idDuer}/pages/{idBasePage}/fichier',
  tag,
  summary: 'ReplaceDuerPage : remplace le fichier d’une page (pas les pages spéciales 1, 3, 4, 10)',
  auth: 'session',
  params: DuerBasePageParamSchema,
  multipart: true,
  response: OkSchema,
  status: 200,
  dossier: duerAccess({ requires: ['creation', 'nonFini'], when: [{ fact: 'pageDuCabinet', requires: ['collaborateur'] }] }),
});
