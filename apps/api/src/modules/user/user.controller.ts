import { Controller } from '@nestjs/common';
import { type SessionUser, getDossiersRoute, getUserRoute, setDossierFavoriRoute, type RouteParams } from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { UserService } from './user.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams } from '../../common/contract-input.decorators';

@Controller()
export class UserController {
  constructor(private readonly users: UserService) {}

  @Endpoint(getUserRoute)
  get(@CurrentUser() user: SessionUser) {
    return this.users.get(user);
  }

  @Endpoint(getDossiersRoute)
  dossiers(@CurrentUser() user: SessionUser) {
    return this.users.dossiers(user);
  }

  @Endpoint(setDossierFavoriRoute)
  favori(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof setDossierFavoriRoute>) {
    return this.users.setFavori(user, p.codeDossier);
  }
}
