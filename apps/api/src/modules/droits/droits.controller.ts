import { Controller, Headers } from '@nestjs/common';
import { type SessionUser, getDroitsRoute, getLoginAdRoute, getPersonneDroitsRoute, getPortefeuilleRoute, type RouteParams } from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { CollaborateurService } from '../collaborateur/collaborateur.service';
import { DroitsService } from './droits.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';

@Controller()
export class DroitsController {
  constructor(
    private readonly droits: DroitsService,
    private readonly collaborateurs: CollaborateurService,
  ) {}

  @Endpoint(getDroitsRoute)
  get(@CurrentUser() user: SessionUser, @Headers('x-force') force?: string) {
    return this.droits.forUser(user, force !== undefined && force !== 'false' && force !== '0');
  }

  @Endpoint(getLoginAdRoute)
  loginAd(@CurrentUser() user: SessionUser) {
    return this.collaborateurs.loginAd(user);
  }

  @Endpoint(getPortefeuilleRoute)
  portefeuille(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof getPortefeuilleRoute>) {
    return this.collaborateurs.portefeuille(user, p.login);
  }

  @Endpoint(getPersonneDroitsRoute)
  gerant(@ValidParams() p: RouteParams<typeof getPersonneDroitsRoute>) {
    return this.droits.personOnDossier(p.guidPersonne, p.codeDossier);
  }
}
