import { DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { typeOrmRoot } from './database/typeorm-root';
import { SessionsModule } from './modules/auth/sessions/sessions.module';
import { MailModule } from './modules/mail/mail.module';
import { RedisModule } from './common/redis.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { SecretsModule } from './common/secrets/secrets.module';
import { StorageModule } from './common/storage/storage.module';
import { ThemeModule } from './modules/theme/theme.module';
import { QueueModule } from './queue/queue.module';
import { RendezVousFichiersModule } from './modules/rendez-vous/fichiers/rendez-vous-fichiers.module';
import { GedJobsModule } from './modules/documents/jobs/ged-jobs.module';
import { DuerRappelsJobsModule } from './modules/duer/rappels/duer-rappels-jobs.module';
import { DuerImpressionJobsModule } from './modules/duer/impression/jobs/duer-impression-jobs.module';
import { TransactionModule } from './common/transaction';
import { DossiersModule } from './modules/dossier/dossier.module';
import { DroitsModule } from './modules/droits/droits.module';
import { AccountPersonalDataModule } from './modules/account/account-personal-data.module';
import { AgModule } from './modules/ag/ag.module';
import { AnnuaireModule } from './modules/annuaire/annuaire.module';
import { EventsModule } from './modules/events/events.module';
import { IdentifiantsModule } from './modules/identifiants/identifiants.module';
import { RendezVousModule } from './modules/rendez-vous/rendez-vous.module';
import { RgpdJobsModule } from './modules/rgpd/rgpd-jobs.module';
import { SecuriteModule } from './modules/securite/securite.module';
import { SharingModule } from './modules/sharing/sharing.module';
import { UserModule } from './modules/user/user.module';
import { DatabaseHealth } from './database/database-health';
import { HealthProbes } from './modules/health/health-probes';
import { MetricsModule } from './modules/metrics/metrics.module';

/** The stand-alone worker: the modules that own a queue processor, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      imports: [
        typeOrmRoot(databaseUrl),
        RedisModule,
        SecretsModule,
        RateLimitModule,
        TransactionModule,
        DossiersModule,
        DroitsModule,
        StorageModule,
        ThemeModule,
        MailModule,
        SessionsModule,
        RendezVousFichiersModule,
        GedJobsModule,
        DuerRappelsJobsModule,
        DuerImpressionJobsModule,
        // The modules holding personal data, whose holders the RGPD exports and retention rules go through.
        UserModule,
        SharingModule,
        RendezVousModule,
        EventsModule,
        AgModule,
        AnnuaireModule,
        IdentifiantsModule,
        SecuriteModule,
        AccountPersonalDataModule,
        RgpdJobsModule,
        QueueModule,
        MetricsModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }, DatabaseHealth, HealthProbes],
      exports: [APP_CONFIG],
    };
  }
}
