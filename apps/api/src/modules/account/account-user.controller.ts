import { Controller } from '@nestjs/common';
import {
  type SessionUser,
  getCommunicationsRoute,
  getPaysRoute,
  savePreferencesRoute,
  updateCommunicationRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import { CurrentDossier, CurrentUser } from '../../common/access.decorators';
import { AppException } from '../../common/app.exception';
import type { DossierContext } from '../../common/request-user';
import { CommunicationService } from './communication.service';
import { PreferencesService } from './preferences.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';

@Controller()
export class AccountUserController {
  constructor(
    private readonly communications: CommunicationService,
    private readonly preferences: PreferencesService,
  ) {}

  @Endpoint(savePreferencesRoute)
  savePreferences(@CurrentUser() user: SessionUser, @ValidBody() input: RouteBody<typeof savePreferencesRoute>) {
    return this.preferences.save(user, input);
  }

  @Endpoint(getPaysRoute)
  pays() {
    return this.communications.pays();
  }

  @Endpoint(getCommunicationsRoute)
  list(@CurrentUser() user: SessionUser) {
    return this.communications.list(user);
  }

  @Endpoint(updateCommunicationRoute)
  update(
    @CurrentUser() user: SessionUser,
    @CurrentDossier() dossier: DossierContext,
    @ValidParams() p: RouteParams<typeof updateCommunicationRoute>,
    @ValidBody() input: RouteBody<typeof updateCommunicationRoute>,
  ) {
    if (input.codeDossier !== p.codeDossier) {
      throw AppException.validation([{ path: 'codeDossier', message: 'Le code dossier du corps ne correspond pas à celui de l’adresse.' }]);
    }
    return this.communications.update(user, dossier, input.communication);
  }
}
