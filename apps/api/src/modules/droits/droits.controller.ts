import { Controller, Get, Headers, Param } from '@nestjs/common';
import { DroitsGerantParamSchema, LoginParamSchema, type SessionUser } from '@portail/contracts';
import { CurrentUser, DossierAccess, StaffOnly } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { CollaborateurService } from '../collaborateur/collaborateur.service';
import { DroitsService } from './droits.service';

@Controller('droits')
export class DroitsController {
  constructor(
    private readonly droits: DroitsService,
    private readonly collaborateurs: CollaborateurService,
  ) {}

  @Get()
  get(@CurrentUser() user: SessionUser, @Headers('x-force') force?: string) {
    return this.droits.forUser(user, force !== undefined && force !== 'false' && force !== '0');
  }

  @StaffOnly()
  @Get('getLoginAD')
  loginAd(@CurrentUser() user: SessionUser) {
    return this.collaborateurs.loginAd(user);
  }

  @StaffOnly()
  @Get('dossiersCollaborateur/:login')
  portefeuille(@CurrentUser() user: SessionUser, @Param(new ZodPipe(LoginParamSchema)) p: { login: string }) {
    return this.collaborateurs.portefeuille(user, p.login);
  }

  @DossierAccess({ selfOrGerant: 'guidPersonne' })
  @Get('gerant/:guidPersonne/:codeDossier')
  gerant(@Param(new ZodPipe(DroitsGerantParamSchema)) p: { guidPersonne: string; codeDossier: string }) {
    return this.droits.personOnDossier(p.guidPersonne, p.codeDossier);
  }
}
