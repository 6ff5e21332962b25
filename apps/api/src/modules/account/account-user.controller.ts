import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CodeDossierParamSchema, PreferencesSchema, UpdateCommunicationSchema, type Preferences, type SessionUser, type UpdateCommunication } from '@portail/contracts';
import { CurrentDossier, CurrentUser, DossierAccess } from '../../common/access.decorators';
import { AppException } from '../../common/app.exception';
import type { DossierContext } from '../../common/request-user';
import { ZodPipe } from '../../common/zod.pipe';
import { CommunicationService } from './communication.service';
import { PreferencesService } from './preferences.service';

@Controller('user')
export class AccountUserController {
  constructor(
    private readonly communications: CommunicationService,
    private readonly preferences: PreferencesService,
  ) {}

  @Post('preferences')
  @HttpCode(200)
  savePreferences(@CurrentUser() user: SessionUser, @Body(new ZodPipe(PreferencesSchema)) input: Preferences) {
    return this.preferences.save(user, input);
  }

  @Get('pays')
  pays() {
    return this.communications.pays();
  }

  @Get('communications')
  list(@CurrentUser() user: SessionUser) {
    return this.communications.list(user);
  }

  @DossierAccess({ gerant: true })
  @Put('communication/:codeDossier')
  update(
    @CurrentUser() user: SessionUser,
    @CurrentDossier() dossier: DossierContext,
    @Param(new ZodPipe(CodeDossierParamSchema)) p: { codeDossier: string },
    @Body(new ZodPipe(UpdateCommunicationSchema)) input: UpdateCommunication,
  ) {
    if (input.codeDossier !== p.codeDossier) {
      throw AppException.validation([{ path: 'codeDossier', message: 'Le code dossier du corps ne correspond pas à celui de l’adresse.' }]);
    }
    return this.communications.update(user, dossier, input.communication);
  }
}
