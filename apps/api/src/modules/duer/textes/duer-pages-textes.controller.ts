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
} from '@portail/contracts';
import { CurrentDuer } from '../../../common/access.decorators';
import { ValidBody, ValidParams } from '../../../common/contract-input.decorators';
import { Endpoint } from '../../../common/endpoint.decorator';
import type { DuerContexte } from '../duer-faits';
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
  getInformations(@ValidParams() p: RouteParams<typeof getInformationsGeneralesRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.informations.get(ctx);
  }

  @Endpoint(saveInformationsGeneralesRoute, byDuer)
  saveInformations(
    @ValidParams() p: RouteParams<typeof saveInformationsGeneralesRoute>,
    @ValidBody() body: RouteBody<typeof saveInformationsGeneralesRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.informations.save(ctx, body);
  }

  @Endpoint(getPageDeGardeRoute, byDuer)
  getPageDeGarde(@ValidParams() p: RouteParams<typeof getPageDeGardeRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pageDeGarde.get(ctx);
  }

  @Endpoint(savePageDeGardeRoute, byDuer)
  savePageDeGarde(
    @ValidParams() p: RouteParams<typeof savePageDeGardeRoute>,
    @ValidBody() body: RouteBody<typeof savePageDeGardeRoute>,
    @CurrentDuer() ctx: DuerContexte,
  ) {
    return this.pageDeGarde.save(ctx, body);
  }

  @Endpoint(getGerantsDossierRoute, byDuer)
  gerants(@ValidParams() p: RouteParams<typeof getGerantsDossierRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pageDeGarde.gerants(ctx);
  }

  @Endpoint(getIngenieurConseilRoute, byDuer)
  ingenieurConseil(@ValidParams() p: RouteParams<typeof getIngenieurConseilRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.pageDeGarde.ingenieurConseil(ctx);
  }
}
