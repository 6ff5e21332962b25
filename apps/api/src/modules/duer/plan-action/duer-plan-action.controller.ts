import { Controller, Res } from '@nestjs/common';
import {
  getPlanActionCsvRoute,
  getPlanActionPdfRoute,
  getPlanActionRoute,
  getPlanActionXlsxRoute,
  type RouteBody,
  type RouteParams,
  savePlanActionRoute,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { sendGenerated } from '../../../common/download';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerPlanActionService } from './duer-plan-action.service';

const byDuer = { resolver: DuerDossierResolver };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The DUER's action plan / PAPRIPACT (L4121-3-1 III): read, save, PDF, CSV and Excel workbook. */
@Controller()
export class DuerPlanActionController {
  constructor(private readonly plan: DuerPlanActionService) {}

  @Endpoint(getPlanActionRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getPlanActionRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.plan.get(ctx);
  }

  @Endpoint(savePlanActionRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePlanActionRoute>, @ValidBody() body: RouteBody<typeof savePlanActionRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.plan.save(ctx, body);
  }

  @Endpoint(getPlanActionPdfRoute, byDuer)
  async pdf(@ValidParams() p: RouteParams<typeof getPlanActionPdfRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    sendGenerated(res, 'application/pdf', await this.plan.pdf(ctx));
  }

  @Endpoint(getPlanActionCsvRoute, byDuer)
  async csv(@ValidParams() p: RouteParams<typeof getPlanActionCsvRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    sendGenerated(res, 'text/csv; charset=utf-8', await this.plan.csv(ctx));
  }

  @Endpoint(getPlanActionXlsxRoute, byDuer)
  async xlsx(@ValidParams() p: RouteParams<typeof getPlanActionXlsxRoute>, @CurrentDuer() ctx: DuerContexte, @Res() res: Response) {
    sendGenerated(res, XLSX, await this.plan.xlsx(ctx));
  }
}
