import { Controller } from '@nestjs/common';
import {
  type SessionUser,
  getCategoriesRoute,
  getMesDroitsRoute,
  getRolesRoute,
  getSharedRightsRoute,
  removeOwnDroitRoute,
  removePersonneDroitRoute,
  updatePersonneDroitsRoute,
  type RouteParams,
  type RouteBody,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { SharedRightsService } from './shared-rights.service';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidParams, ValidBody } from '../../common/contract-input.decorators';

/** Rights sharing under /api/droits (registered after the invitations controller: see sharing.module). */
@Controller()
export class SharedRightsController {
  constructor(private readonly rights: SharedRightsService) {}

  @Endpoint(getSharedRightsRoute)
  sent(@CurrentUser() user: SessionUser) {
    return this.rights.sent(user);
  }

  @Endpoint(getMesDroitsRoute)
  mesDroits(@CurrentUser() user: SessionUser) {
    return this.rights.mesDroits(user);
  }

  @Endpoint(getRolesRoute)
  roles() {
    return this.rights.roles();
  }

  @Endpoint(getCategoriesRoute)
  categories() {
    return this.rights.categories();
  }

  /** Several dossiers in the body: the service checks the caller is gérant of each. */
  @Endpoint(updatePersonneDroitsRoute)
  updatePersonne(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof updatePersonneDroitsRoute>,
    @ValidBody() body: RouteBody<typeof updatePersonneDroitsRoute>,
  ) {
    return this.rights.updatePersonne(user, p.guidPersonne, body);
  }

  @Endpoint(removeOwnDroitRoute)
  removeOwn(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof removeOwnDroitRoute>) {
    return this.rights.removeOwn(user, p.codeDossier);
  }

  @Endpoint(removePersonneDroitRoute)
  removePersonne(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof removePersonneDroitRoute>) {
    return this.rights.removePersonne(user, p.codeDossier, p.guidPersonne);
  }
}
