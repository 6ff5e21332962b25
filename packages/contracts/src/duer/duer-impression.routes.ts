import { defineRoute } from '../api-route';
import { DUER, DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import { DuerIdParamSchema } from './duer.schema';
import {
  ImpressionCategoriesSchema,
  ImpressionCreeeSchema,
  ImpressionDuerSchema,
  ImpressionModulesSchema,
  ImpressionParamSchema,
  ImpressionResultatSchema,
  ImpressionStatutListSchema,
  ImpressionStatutSchema,
} from './duer-impression.schema';
import { DuerVersionComparaisonParamSchema, DuerVersionComparaisonSchema, DuerVersionListSchema, DuerVersionParamSchema } from './duer-versions.schema';

/**
 * DUER printing (spec 03 §2.10, §7.2) on the worker: a POST records the print job and returns its id; the
 * status call gives its real progress; the finished job keeps the spec's base64 response. The dossier is
 * the DUER's (body `duerId`/`idDuer` for the POSTs, path otherwise). A definitive print by a member needs
 * every risk completed; it seals a version kept 40 years.
 */
export const imprimerDuerRoute = defineRoute({
  method: 'post',
  path: '/api/duer/impression',
  tag,
  summary: 'Impression du DUER entier (duerId, temporaire) ; définitive : DUER fini, PDF rangé dans la GED et version scellée',
  auth: 'session',
  body: ImpressionDuerSchema,
  response: ImpressionCreeeSchema,
  status: 201,
  dossier: duerAccess({ when: [{ body: 'temporaire', equals: false, requires: ['modifs'] }] }),
});
export const imprimerModulesRoute = defineRoute({
  method: 'post',
  path: '/api/duer/impression/modules',
  tag,
  summary: 'Impression provisoire de modules choisis (idDuer, modulesListe séparés par ;)',
  auth: 'session',
  body: ImpressionModulesSchema,
  response: ImpressionCreeeSchema,
  status: 201,
  dossier: DUER_LECTURE,
});
export const imprimerCategoriesRoute = defineRoute({
  method: 'post',
  path: '/api/duer/impression/categories',
  tag,
  summary: 'Impression provisoire d’unités de travail choisies (idDuer, categoriesListe, imprimerPages, imprimerAnnexes ; -1 pages, -2 annexes)',
  auth: 'session',
  body: ImpressionCategoriesSchema,
  response: ImpressionCreeeSchema,
  status: 201,
  dossier: DUER_LECTURE,
});
export const getImpressionsRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/impressions',
  tag,
  summary: 'Impressions récentes du DUER (les 10 dernières), pour retrouver un résultat après avoir quitté l’écran',
  auth: 'session',
  params: DuerIdParamSchema,
  response: ImpressionStatutListSchema,
  dossier: DUER_LECTURE,
});
export const getImpressionRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/impressions/{idImpression}',
  tag,
  summary: 'État et progression d’une impression',
  auth: 'session',
  params: ImpressionParamSchema,
  response: ImpressionStatutSchema,
  dossier: DUER_LECTURE,
});
export const getImpressionResultatRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/impressions/{idImpression}/resultat',
  tag,
  summary: 'PDF d’une impression terminée en base64 (réponse de la spécification) ; 409 tant qu’elle n’est pas terminée',
  auth: 'session',
  params: ImpressionParamSchema,
  response: ImpressionResultatSchema,
  dossier: DUER_LECTURE,
});
export const getImpressionFichierRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/impressions/{idImpression}/fichier',
  tag,
  summary: 'PDF d’une impression terminée (application/pdf, pour l’ouvrir dans le navigateur)',
  auth: 'session',
  params: ImpressionParamSchema,
  dossier: DUER_LECTURE,
});

// ---------- Sealed versions ----------
export const getVersionsRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/versions',
  tag,
  summary: 'Versions définitives scellées du dossier (toutes années), les plus récentes d’abord',
  auth: 'session',
  params: DuerIdParamSchema,
  response: DuerVersionListSchema,
  dossier: DUER,
});
export const getVersionFichierRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/versions/{idVersion}/fichier',
  tag,
  summary: 'PDF d’une version scellée (application/pdf), tel qu’imprimé',
  auth: 'session',
  params: DuerVersionParamSchema,
  dossier: DUER,
});
export const compareVersionsRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/versions/{idVersion}/comparaison/{idAutreVersion}',
  tag,
  summary: 'Ce qui a changé entre deux versions du dossier : risques ajoutés, retirés, recotés, mesures modifiées',
  auth: 'session',
  params: DuerVersionComparaisonParamSchema,
  response: DuerVersionComparaisonSchema,
  dossier: DUER,
});
