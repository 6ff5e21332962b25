import { Controller, Req } from '@nestjs/common';
import { getAdherentsDossierRoute, resetSecondFactorRoute, type RouteParams, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { CurrentDossier, CurrentUser } from '../../common/access.decorators';
import { ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import type { DossierContext } from '../../common/request-user';
import { AdherentsService } from './adherents.service';

/** Staff on a dossier: its members and the reset of a lost second factor. */
@Controller()
export class AdherentsController {
  constructor(private readonly adherents: AdherentsService) {}

  @Endpoint(getAdherentsDossierRoute)
  list(@CurrentDossier() dossier: DossierContext) {
    return this.adherents.list(dossier.codeDossier);
  }

  @Endpoint(resetSecondFactorRoute)
  reset(@CurrentUser() staff: SessionUser, @ValidParams() p: RouteParams<typeof resetSecondFactorRoute>, @Req() req: Request) {
    return this.adherents.resetSecondFactor(staff, p.codeDossier, p.guidPersonne, req.ip ?? '');
  }
}
