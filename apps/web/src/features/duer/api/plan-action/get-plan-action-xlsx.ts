import { getPlanActionXlsxRoute, routePath } from '@portail/contracts';

/** GET path of the plan as an Excel workbook, downloaded by telechargerPlan. */
export const urlPlanActionXlsx = (idDuer: number) => routePath(getPlanActionXlsxRoute, { idDuer });
