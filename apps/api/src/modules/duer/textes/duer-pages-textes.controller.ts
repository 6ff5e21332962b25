import { Controller } from '@nestjs/common';
import {
  getGerantsDossierRoute,
  getInformationsGeneralesRoute,
  getIngenieurConseilRoute,
  getPageDeGardeRoute,
  type RouteBody,
  type RouteParams,
  saveInformationsGeneralesRoute,
  savePageDeGardeRoute,
  type SessionUser,
} from '@portail/contracts';
import { CurrentUser } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import { DuerDossierResolver } from '../duer-dossier.resolver';
import { DuerInformationsGeneralesService } from './duer-informations-generales.service';
import { DuerPageDeGardeService } from './duer-page-de-garde.service';

const byDuer = { resolver: DuerDossierResolver };

/** General information and cover page (spec 03 §2.9). */
@Controller()
export class DuerPagesTextesController {
  constructor(
    private readonly informations: DuerInformationsGeneralesService,
    private readonly pageDeGarde: DuerPageDeGardeService,
  ) {}

  @Endpoint(getInformationsGeneralesRoute, byDuer)
  getInformations(@ValidParams() p: RouteParams<typeof getInformationsGeneralesRoute>, @CurrentUser() user: SessionUser) {
    return this.informations.get(user, p.idDuer);
  }

  @Endpoint(saveInformationsGeneralesRoute, byDuer)
  saveInformations(
    @ValidParams() p: RouteParams<typeof saveInformationsGeneralesRoute>,
    @ValidBody() body: RouteBody<typeof saveInformationsGeneralesRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.informations.save(user, p.idDuer, body);
  }

  @Endpoint(getPageDeGardeRoute, byDuer)
  getPageDeGarde(@ValidParams() p: RouteParams<typeof getPageDeGardeRoute>, @CurrentUser() user: SessionUser) {
    return this.pageDeGarde.get(user, p.idDuer);
  }

  @Endpoint(savePageDeGardeRoute, byDuer)
  savePageDeGarde(
    @ValidParams() p: RouteParams<typeof savePageDeGardeRoute>,
    @ValidBody() body: RouteBody<typeof savePageDeGardeRoute>,
    @CurrentUser() user: SessionUser,
  ) {
    return this.pageDeGarde.save(user, p.idDuer, body);
  }

  @Endpoint(getGerantsDossierRoute, byDuer)
  gerants(@ValidParams() p: RouteParams<typeof getGerantsDossierRoute>, @CurrentUser() user: SessionUser) {
    return this.pageDeGarde.gerants(user, p.idDuer);
  }

  @Endpoint(getIngenieurConseilRoute, byDuer)
  ingenieurConseil(@ValidParams() p: RouteParams<typeof getIngenieurConseilRoute>, @CurrentUser() user: SessionUser) {
    return this.pageDeGarde.ingenieurConseil(user, p.idDuer);
  }
}
