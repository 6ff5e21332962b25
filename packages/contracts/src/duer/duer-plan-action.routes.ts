import { defineRoute } from '../api-route';
import { DUER_LECTURE, duerAccess, tag } from './duer-route-access';
import { DuerIdParamSchema } from './duer.schema';
import { DuerPlanActionSchema, PlanActionEnregistrementSchema } from './duer-plan-action.schema';

/**
 * The DUER's action plan, a PAPRIPACT from 50 employees (L4121-3-1 III): one line per active risk with a measure to
 * put in place. Read with DUER access; saved with the modify right of spec 03 §6, or by anyone with access once the
 * DUER is finished (the plan is followed after the DUER is closed).
 */
export const getPlanActionRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/plan-action',
  tag,
  summary: "Plan d'actions (PAPRIPACT à partir de 50 salariés) : mesures à mettre en place des risques actifs, statut et colonnes PAPRIPACT",
  auth: 'session',
  params: DuerIdParamSchema,
  response: DuerPlanActionSchema,
  dossier: DUER_LECTURE,
});
export const savePlanActionRoute = defineRoute({
  method: 'put',
  path: '/api/duer/{idDuer}/plan-action',
  tag,
  summary:
    "Enregistre statut, coût, moyens et indicateur des lignes du plan ; droit de modification du DUER, ou tout membre d'un DUER fini (le suivi du plan continue après la fin du DUER)",
  auth: 'session',
  params: DuerIdParamSchema,
  body: PlanActionEnregistrementSchema,
  response: DuerPlanActionSchema,
  dossier: duerAccess({ requires: ['plan'] }),
});
export const getPlanActionPdfRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/plan-action/pdf',
  tag,
  summary: "Plan d'actions / PAPRIPACT en PDF (application/pdf, A4 paysage)",
  auth: 'session',
  params: DuerIdParamSchema,
  dossier: DUER_LECTURE,
});
export const getPlanActionCsvRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/plan-action/csv',
  tag,
  summary: "Plan d'actions / PAPRIPACT en CSV (text/csv UTF-8 avec BOM, séparateur ';', pour Excel)",
  auth: 'session',
  params: DuerIdParamSchema,
  dossier: DUER_LECTURE,
});
export const getPlanActionXlsxRoute = defineRoute({
  method: 'get',
  path: '/api/duer/{idDuer}/plan-action/xlsx',
  tag,
  summary: "Plan d'actions / PAPRIPACT en classeur Excel (.xlsx) : une feuille, en-têtes figés avec filtre, score numérique",
  auth: 'session',
  params: DuerIdParamSchema,
  dossier: DUER_LECTURE,
});
