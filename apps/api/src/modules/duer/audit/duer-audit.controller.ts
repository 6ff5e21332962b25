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
  type SessionUser,
} from '@portail/contracts';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerAuditService } from './duer-audit.service';

const byDuer = { resolver: DuerDossierResolver };

/** The prior audit (spec 03 §2.7, §7.6). */
@Controller()
export class DuerAuditController {
  constructor(private readonly audit: DuerAuditService) {}

  @Endpoint(getAuditRoute, byDuer)
  get(@ValidParams() p: RouteParams<typeof getAuditRoute>, @CurrentUser() user: SessionUser) {
    return this.audit.get(user, p.idDuer);
  }

  @Endpoint(getAuditCategoriesRestantesRoute, byDuer)
  categoriesRestantes(@ValidParams() p: RouteParams<typeof getAuditCategoriesRestantesRoute>, @CurrentUser() user: SessionUser) {
    return this.audit.categoriesRestantes(user, p.idDuer);
  }

  @Endpoint(getAuditQuestionsRestantesRoute, byDuer)
  questionsRestantes(@ValidParams() p: RouteParams<typeof getAuditQuestionsRestantesRoute>, @CurrentUser() user: SessionUser) {
    return this.audit.questionsRestantes(user, p.idDuer, p.idBaseCategorieAudit);
  }

  @Endpoint(saveAuditRoute, byDuer)
  save(@ValidParams() p: RouteParams<typeof saveAuditRoute>, @ValidBody() body: RouteBody<typeof saveAuditRoute>, @CurrentUser() user: SessionUser) {
    return this.audit.save(user, p.idDuer, body);
  }

  @Endpoint(deleteAuditQuestionRoute, byDuer)
  remove(@ValidParams() p: RouteParams<typeof deleteAuditQuestionRoute>, @CurrentUser() user: SessionUser) {
    return this.audit.remove(user, p.idDuer, p.idQuestion);
  }

  @Endpoint(addAuditQuestionRoute, byDuer)
  addQuestion(
    @ValidParams() p: RouteParams<typeof addAuditQuestionRoute>,
    @ValidBody() body: RouteBody<typeof addAuditQuestionRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.audit.addQuestion(user, p.idDuer, body);
  }

  @Endpoint(addAuditCategorieRoute, byDuer)
  addCategorie(
    @ValidParams() p: RouteParams<typeof addAuditCategorieRoute>,
    @ValidBody() body: RouteBody<typeof addAuditCategorieRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.audit.addCategorie(user, p.idDuer, body);
  }
}
