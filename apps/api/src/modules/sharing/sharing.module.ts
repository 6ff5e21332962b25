import { Module } from '@nestjs/common';
import { GrantValidator } from './grant-validator';
import { InvitationAcceptanceService } from './invitation-acceptance.service';
import { InvitationRepository } from './invitation.repository';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { SharedRightsController } from './shared-rights.controller';
import { SharedRightsService } from './shared-rights.service';
import { SharingPersonalData } from './sharing-personal-data';
import { UserModule } from '../user/user.module';
import { PasswordBreachModule } from '../auth/breach/password-breach.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invitation } from './invitation.entity';
import { InvitationDossier } from './invitation-dossier.entity';

/**
 * Invitations and rights sharing (issue 3). InvitationsController comes first so that
 * DELETE /droits/invitations/{id} is matched before DELETE /droits/{codeDossier}/{guidPersonne}.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Invitation, InvitationDossier]), UserModule, PasswordBreachModule],
  controllers: [InvitationsController, SharedRightsController],
  providers: [InvitationsService, InvitationAcceptanceService, SharedRightsService, GrantValidator, InvitationRepository, SharingPersonalData],
})
export class SharingModule {}
