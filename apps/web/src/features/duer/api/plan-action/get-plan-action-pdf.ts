import { getPlanActionPdfRoute, routePath } from '@portail/contracts';

/** GET path of the plan's PDF, downloaded by telechargerPlan. */
export const urlPlanActionPdf = (idDuer: number) => routePath(getPlanActionPdfRoute, { idDuer });
