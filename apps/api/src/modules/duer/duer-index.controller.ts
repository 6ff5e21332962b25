import { Controller } from '@nestjs/common';
import { createDuerRoute, getDuerIndexRoute, getDuerRoute, getDuerSourcesRoute, type RouteBody, type RouteParams, type SessionUser } from '@portail/contracts';
import { CurrentDuer, CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { DuerDossierResolver } from './duer-dossier.resolver';
import type { DuerContexte, DuerDossierContexte } from './duer-faits';
import { DuerIndexService } from './duer-index.service';

@Controller()
export class DuerIndexController {
  constructor(private readonly duers: DuerIndexService) {}

  @Endpoint(getDuerIndexRoute)
  index(@ValidParams() _p: RouteParams<typeof getDuerIndexRoute>, @CurrentDuer() ctx: DuerDossierContexte) {
    return this.duers.index(ctx);
  }

  @Endpoint(createDuerRoute)
  create(
    @ValidParams() _p: RouteParams<typeof createDuerRoute>,
    @ValidBody() body: RouteBody<typeof createDuerRoute>,
    @CurrentDuer() ctx: DuerDossierContexte,
  ) {
    return this.duers.create(ctx, body);
  }

  @Endpoint(getDuerSourcesRoute)
  sources(@ValidParams() p: RouteParams<typeof getDuerSourcesRoute>, @CurrentUser() user: SessionUser) {
    return this.duers.sources(user, p.codeDossier);
  }

  @Endpoint(getDuerRoute, { resolver: DuerDossierResolver })
  detail(@ValidParams() _p: RouteParams<typeof getDuerRoute>, @CurrentDuer() ctx: DuerContexte) {
    return this.duers.detail(ctx);
  }
}
