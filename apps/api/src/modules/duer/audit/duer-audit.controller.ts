import { Controller } from '@nestjs/common';
import {
  addAuditCategorieRoute,
  addAuditQuestionRoute,
  deleteAuditQuestionRoute,
  getAuditCategoriesRestantesRoute,
  getAuditQuestionsRestantesRoute,
  getAuditRoute,
  type RouteBody,
  type RouteParams,
  saveAuditRoute,
} from '@portail/contracts';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerAuditService } from './duer-audit.service';

const byDuer = { resolver: DuerDossierResolver };

/** The prior audit (spec 03 §2.7, §7.6). */
@Controller()
export class DuerAuditController {
  constructor(private readonly audit: DuerAuditService) {}

  @Endpoint(getAuditRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getAuditRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.audit.get(ctx);
  }

  @Endpoint(getAuditCategoriesRestantesRoute, byDuer)
  categoriesRestantes(@ValidParams() p: RouteParams<typeof getAuditCategoriesRestantesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.audit.categoriesRestantes(ctx);
  }

  @Endpoint(getAuditQuestionsRestantesRoute, byDuer)
  questionsRestantes(@ValidParams() p: RouteParams<typeof getAuditQuestionsRestantesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.audit.questionsRestantes(ctx, p.idBaseCategorieAudit);
  }

  @Endpoint(saveAuditRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveAuditRoute>, @ValidBody() body: RouteBody<typeof saveAuditRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.audit.save(ctx, body);
  }

  @Endpoint(deleteAuditQuestionRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteAuditQuestionRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.audit.remove(ctx, p.idQuestion);
  }

  @Endpoint(addAuditQuestionRoute, byDuer)
  addQuestion(
    @ValidParams() p: RouteParams<typeof addAuditQuestionRoute>,
    @ValidBody() body: RouteBody<typeof addAuditQuestionRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.audit.addQuestion(ctx, body);
  }

  @Endpoint(addAuditCategorieRoute, byDuer)
  addCategorie(
    @ValidParams() p: RouteParams<typeof addAuditCategorieRoute>,
    @ValidBody() body: RouteBody<typeof addAuditCategorieRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.audit.addCategorie(ctx, body);
  }
}
