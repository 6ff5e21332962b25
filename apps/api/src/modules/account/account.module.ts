import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PasswordBreachModule } from '../auth/breach/password-breach.module';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { AccountMails } from './account-mails.service';
import { AccountPersonalDataModule } from './account-personal-data.module';
import { AccountUserController } from './account-user.controller';
import { BreachRangeService } from './breach-range.service';
import { CommunicationService } from './communication.service';
import { CredentialsController } from './credentials.controller';
import { CredentialsService } from './credentials.service';
import { JetonService } from './jeton.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PreferencesService } from './preferences.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { CompteJeton } from './compte-jeton.entity';
import { Pays } from './pays.entity';
import { DossierCommunication } from './dossier-communication.entity';
import { CommunicationModification } from './communication-modification.entity';

/** Registration, activation, password reset and the account area (issue 3). */
@Module({
  imports: [
    TypeOrmModule.forFeature([CompteJeton, Pays, DossierCommunication, CommunicationModification]),
    AuthModule,
    AccountPersonalDataModule,
    PasswordBreachModule,
    UserModule,
    CollaborateurModule,
  ],
  controllers: [RegistrationController, PasswordResetController, CredentialsController, AccountUserController],
  providers: [
    AccountMails,
    JetonService,
    BreachRangeService,
    RegistrationService,
    PasswordResetService,
    CredentialsService,
    CommunicationService,
    PreferencesService,
  ],
})
export class AccountModule {}
