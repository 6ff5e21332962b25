import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DuerPlanActionMessages as P,
  getPlanActionCsvRoute,
  getPlanActionPdfRoute,
  getPlanActionRoute,
  getPlanActionXlsxRoute,
  type PlanActionEnregistrement,
  routePath,
  savePlanActionRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { fetchAndSave } from '../../../lib/save-file';
import { showFlash } from '../../../lib/flash';

/** Outside ['duer', idDuer]: the tree's writes need not refetch it (the plan screen refetches on mount). */
export const duerPlanActionKeys = { plan: (idDuer: number) => ['duer-plan-action', idDuer] as const };

/** The DUER's action plan (PAPRIPACT from 50 employees). */
export const planActionQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerPlanActionKeys.plan(idDuer), queryFn: () => call(getPlanActionRoute, { params: { idDuer } }) });
export const useDuerPlanAction = (idDuer: number) => useQuery(planActionQueryOptions(idDuer));

export const savePlanAction = (idDuer: number, body: PlanActionEnregistrement) => call(savePlanActionRoute, { params: { idDuer }, body });

export const urlPlanActionPdf = (idDuer: number) => routePath(getPlanActionPdfRoute, { idDuer });
export const urlPlanActionCsv = (idDuer: number) => routePath(getPlanActionCsvRoute, { idDuer });
export const urlPlanActionXlsx = (idDuer: number) => routePath(getPlanActionXlsxRoute, { idDuer });

/** Downloads the plan's PDF, CSV or Excel workbook under the given name; a failure shows the error flash. */
export async function telechargerPlan(url: string, nom: string): Promise<void> {
  try {
    await fetchAndSave(url, nom);
  } catch {
    showFlash('error', P.telechargement);
  }
}
