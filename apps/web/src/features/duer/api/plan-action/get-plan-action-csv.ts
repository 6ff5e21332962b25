import { getPlanActionCsvRoute, routePath } from '@portail/contracts';

/** GET path of the plan as CSV, downloaded by telechargerPlan. */
export const urlPlanActionCsv = (idDuer: number) => routePath(getPlanActionCsvRoute, { idDuer });
