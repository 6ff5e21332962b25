import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CaptchaModule } from '../auth/captcha.module';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { DroitsModule } from '../droits/droits.module';
import { UserModule } from '../user/user.module';
import { AdherentsController } from './adherents.controller';
import { AdherentsService } from './adherents.service';
import { AppareilEntity } from './appareil.entity';
import { AppareilsRepository } from './appareils.repository';
import { CodeSecoursEntity } from './code-secours.entity';
import { CompteTotpEntity } from './compte-totp.entity';
import { Geolocation } from './geolocation';
import { JournalSecuriteEntity } from './journal-securite.entity';
import { JournalSecuriteRepository } from './journal-securite.repository';
import { SecondFactorSignInController } from './second-factor-sign-in.controller';
import { SecondFactorService } from './second-factor.service';
import { SecuriteCompteController } from './securite-compte.controller';
import { SecuriteCompteService } from './securite-compte.service';
import { SecuriteMails } from './securite-mails.service';
import { SecuritePersonalData } from './securite-personal-data';
import { SessionsService } from './sessions.service';
import { SignInGate } from './sign-in-gate.service';
import { TotpRepository } from './totp.repository';

/** Two-factor sign-in, browsers and sessions of members, and the security journal (issue 33). */
@Module({
  imports: [
    TypeOrmModule.forFeature([CompteTotpEntity, CodeSecoursEntity, AppareilEntity, JournalSecuriteEntity]),
    SessionsModule,
    CaptchaModule,
    UserModule,
    DroitsModule,
  ],
  controllers: [SecondFactorSignInController, SecuriteCompteController, AdherentsController],
  providers: [
    TotpRepository,
    AppareilsRepository,
    JournalSecuriteRepository,
    SecondFactorService,
    SecuriteMails,
    SignInGate,
    SessionsService,
    SecuriteCompteService,
    AdherentsService,
    SecuritePersonalData,
    { provide: Geolocation, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Geolocation.open(config.geoip.database) },
  ],
  exports: [SignInGate],
})
export class SecuriteModule {}
