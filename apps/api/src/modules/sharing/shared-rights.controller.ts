import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import {
  CodeDossierParamSchema,
  CodeDossierPersonneParamSchema,
  PersonneParamSchema,
  UpdatePersonneDroitsSchema,
  type SessionUser,
  type UpdatePersonneDroits,
} from '@portail/contracts';
import { CurrentUser, DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { SharedRightsService } from './shared-rights.service';

/** Rights sharing under /api/droits (registered after the invitations controller: see sharing.module). */
@Controller('droits')
export class SharedRightsController {
  constructor(private readonly rights: SharedRightsService) {}

  @Get('sent')
  sent(@CurrentUser() user: SessionUser) {
    return this.rights.sent(user);
  }

  @Get('mesDroits')
  mesDroits(@CurrentUser() user: SessionUser) {
    return this.rights.mesDroits(user);
  }

  @Get('roles')
  roles() {
    return this.rights.roles();
  }

  @Get('categories')
  categories() {
    return this.rights.categories();
  }

  /** Several dossiers in the body: the service checks the caller is gérant of each. */
  @Put('personne/:guidPersonne')
  updatePersonne(@CurrentUser() user: SessionUser, @Param(new ZodPipe(PersonneParamSchema)) p: { guidPersonne: string }, @Body(new ZodPipe(UpdatePersonneDroitsSchema)) body: UpdatePersonneDroits) {
    return this.rights.updatePersonne(user, p.guidPersonne, body);
  }

  @DossierAccess()
  @Delete(':codeDossier')
  removeOwn(@CurrentUser() user: SessionUser, @Param(new ZodPipe(CodeDossierParamSchema)) p: { codeDossier: string }) {
    return this.rights.removeOwn(user, p.codeDossier);
  }

  @DossierAccess({ gerant: true })
  @Delete(':codeDossier/:guidPersonne')
  removePersonne(@CurrentUser() user: SessionUser, @Param(new ZodPipe(CodeDossierPersonneParamSchema)) p: { codeDossier: string; guidPersonne: string }) {
    return this.rights.removePersonne(user, p.codeDossier, p.guidPersonne);
  }
}
