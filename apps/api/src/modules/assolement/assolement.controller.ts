import { Controller } from '@nestjs/common';
import {
  addAssolementCultureRoute,
  deleteAssolementCultureRoute,
  deleteAssolementRoute,
  editAssolementCultureRoute,
  getAssolementDossierRoute,
  getAssolementRoute,
  getCultureTypesRoute,
  insertNmoins1Route,
  putAssolementDossierRoute,
  putCorrespondancesRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { AssolementService } from './assolement.service';

@Controller()
export class AssolementController {
  constructor(private readonly assolement: AssolementService) {}

  @Endpoint(getCultureTypesRoute)
  cultures() {
    return this.assolement.cultureTypes();
  }

  @Endpoint(putCorrespondancesRoute)
  correspondances(@ValidBody() body: RouteBody<typeof putCorrespondancesRoute>) {
    return this.assolement.saveCorrespondances(body);
  }

  @Endpoint(getAssolementDossierRoute)
  dossier(@ValidParams() p: RouteParams<typeof getAssolementDossierRoute>) {
    return this.assolement.dossier(p.codeDossier, p.millesime);
  }

  @Endpoint(putAssolementDossierRoute)
  validate(@ValidBody() body: RouteBody<typeof putAssolementDossierRoute>, @CurrentUser() user: SessionUser) {
    return this.assolement.validate(body.codeDossier, body.millesime, body.estDefinitif, user.login);
  }

  @Endpoint(insertNmoins1Route)
  insertNmoins1(@ValidBody() body: RouteBody<typeof insertNmoins1Route>) {
    return this.assolement.insertNmoins1(body.codeDossier, body.millesime);
  }

  @Endpoint(getAssolementRoute)
  get(@ValidParams() p: RouteParams<typeof getAssolementRoute>) {
    return this.assolement.get(p.codeDossier, p.millesime);
  }

  @Endpoint(addAssolementCultureRoute)
  add(@ValidBody() body: RouteBody<typeof addAssolementCultureRoute>) {
    return this.assolement.add(body);
  }

  @Endpoint(editAssolementCultureRoute)
  edit(@ValidBody() body: RouteBody<typeof editAssolementCultureRoute>) {
    return this.assolement.edit(body);
  }

  @Endpoint(deleteAssolementCultureRoute)
  removeLine(@ValidParams() p: RouteParams<typeof deleteAssolementCultureRoute>) {
    return this.assolement.remove(p.codeDossier, p.millesime, p.id);
  }

  @Endpoint(deleteAssolementRoute)
  removeAll(@ValidParams() p: RouteParams<typeof deleteAssolementRoute>) {
    return this.assolement.removeAll(p.codeDossier, p.millesime);
  }
}
