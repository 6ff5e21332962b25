import { Controller, Res } from '@nestjs/common';
import {
  getPlanActionCsvRoute,
  getPlanActionPdfRoute,
  getPlanActionRoute,
  type RouteBody,
  type RouteParams,
  savePlanActionRoute,
  type SessionUser,
} from '@portail/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { contentDisposition } from '../documents/duer-fichier-reponse';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { type PlanActionFichier, DuerPlanActionService } from './duer-plan-action.service';

const byDuer = { resolver: DuerDossierResolver };

function envoyer(res: Response, type: string, fichier: PlanActionFichier): void {
  res.status(200);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(fichier.contenu.length));
  res.setHeader('Content-Disposition', contentDisposition('attachment', fichier.nom));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(fichier.contenu);
}

/** The DUER's action plan / PAPRIPACT (L4121-3-1 III): read, save, PDF and CSV. */
@Controller()
export class DuerPlanActionController {
  constructor(private readonly plan: DuerPlanActionService) {}

  @Endpoint(getPlanActionRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getPlanActionRoute>, @CurrentUser() user: SessionUser) {
    return this.plan.get(user, p.idDuer);
  }

  @Endpoint(savePlanActionRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof savePlanActionRoute>, @ValidBody() body: RouteBody<typeof savePlanActionRoute>, @CurrentUser() user: SessionUser) {
    return this.plan.save(user, p.idDuer, body);
  }

  @Endpoint(getPlanActionPdfRoute, byDuer)
  async pdf(@ValidParams() p: RouteParams<typeof getPlanActionPdfRoute>, @CurrentUser() user: SessionUser, @Res() res: Response) {
    envoyer(res, 'application/pdf', await this.plan.pdf(user, p.idDuer));
  }

  @Endpoint(getPlanActionCsvRoute, byDuer)
  async csv(@ValidParams() p: RouteParams<typeof getPlanActionCsvRoute>, @CurrentUser() user: SessionUser, @Res() res: Response) {
    envoyer(res, 'text/csv; charset=utf-8', await this.plan.csv(user, p.idDuer));
  }
}
