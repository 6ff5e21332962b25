import { Controller } from '@nestjs/common';
import { createDuerRoute, getDuerIndexRoute, getDuerRoute, getDuerSourcesRoute, type RouteBody, type RouteParams, type SessionUser } from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { DuerDossierResolver } from './duer-dossier.resolver';
import { DuerIndexService } from './duer-index.service';

@Controller()
export class DuerIndexController {
  constructor(private readonly duers: DuerIndexService) {}

  @Endpoint(getDuerIndexRoute)
  index(@ValidParams() p: RouteParams<typeof getDuerIndexRoute>, @CurrentUser() user: SessionUser) {
    return this.duers.index(user, p.codeDossier);
  }

  @Endpoint(createDuerRoute)
  create(@ValidParams() p: RouteParams<typeof createDuerRoute>, @ValidBody() body: RouteBody<typeof createDuerRoute>, @CurrentUser() user: SessionUser) {
    return this.duers.create(user, p.codeDossier, body);
  }

  @Endpoint(getDuerSourcesRoute)
  sources(@ValidParams() p: RouteParams<typeof getDuerSourcesRoute>, @CurrentUser() user: SessionUser) {
    return this.duers.sources(user, p.codeDossier);
  }

  @Endpoint(getDuerRoute, { resolver: DuerDossierResolver })
  detail(@ValidParams() p: RouteParams<typeof getDuerRoute>, @CurrentUser() user: SessionUser) {
    return this.duers.detail(user, p.idDuer);
  }
}
