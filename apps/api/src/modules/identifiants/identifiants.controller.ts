import { Controller, Header } from '@nestjs/common';
import {
  addIdentifiantRoute,
  deleteIdentifiantRoute,
  editIdentifiantRoute,
  getIdentifiantsCollaborateurRoute,
  getIdentifiantsRoute,
  type Identifiant,
  type MotDePasseRevelation,
  revelerIdentifiantRoute,
  type RouteBody,
  type RouteParams,
  type SessionUser,
} from '@portail/contracts';
import { CurrentUser } from '../../common/access.decorators';
import { ValidBody, ValidParams } from '../../common/contract-input.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { IdentifiantsService } from './identifiants.service';

@Controller()
export class IdentifiantsController {
  constructor(private readonly identifiants: IdentifiantsService) {}

  @Endpoint(getIdentifiantsRoute)
  list(@ValidParams() p: RouteParams<typeof getIdentifiantsRoute>): Promise<Identifiant[]> {
    return this.identifiants.list(p.codeDossier);
  }

  @Endpoint(getIdentifiantsCollaborateurRoute)
  listForStaff(@ValidParams() p: RouteParams<typeof getIdentifiantsCollaborateurRoute>): Promise<Identifiant[]> {
    return this.identifiants.list(p.codeDossier);
  }

  @Endpoint(addIdentifiantRoute)
  add(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof addIdentifiantRoute>,
    @ValidBody() body: RouteBody<typeof addIdentifiantRoute>,
  ): Promise<Identifiant> {
    return this.identifiants.add(user, p.codeDossier, body);
  }

  @Endpoint(editIdentifiantRoute)
  edit(
    @CurrentUser() user: SessionUser,
    @ValidParams() p: RouteParams<typeof editIdentifiantRoute>,
    @ValidBody() body: RouteBody<typeof editIdentifiantRoute>,
  ): Promise<Identifiant> {
    return this.identifiants.edit(user, p.codeDossier, body);
  }

  @Endpoint(deleteIdentifiantRoute)
  remove(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof deleteIdentifiantRoute>): Promise<void> {
    return this.identifiants.remove(user, p.codeDossier, p.id);
  }

  @Endpoint(revelerIdentifiantRoute)
  @Header('Cache-Control', 'no-store')
  reveal(@CurrentUser() user: SessionUser, @ValidParams() p: RouteParams<typeof revelerIdentifiantRoute>): Promise<MotDePasseRevelation> {
    return this.identifiants.reveal(user, p.codeDossier, p.id);
  }
}
