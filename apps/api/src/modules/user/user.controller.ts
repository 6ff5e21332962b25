import { Controller, Get, Param, Put } from '@nestjs/common';
import { CodeDossierParamSchema, type SessionUser } from '@portail/contracts';
import { CurrentUser, DossierAccess } from '../../common/access.decorators';
import { ZodPipe } from '../../common/zod.pipe';
import { UserService } from './user.service';

@Controller('user')
export class UserController {
  constructor(private readonly users: UserService) {}

  @Get()
  get(@CurrentUser() user: SessionUser) {
    return this.users.get(user);
  }

  @Get('dossiers')
  dossiers(@CurrentUser() user: SessionUser) {
    return this.users.dossiers(user);
  }

  @DossierAccess()
  @Put('dossierFavoris/:codeDossier')
  favori(@CurrentUser() user: SessionUser, @Param(new ZodPipe(CodeDossierParamSchema)) p: { codeDossier: string }) {
    return this.users.setFavori(user, p.codeDossier);
  }
}
