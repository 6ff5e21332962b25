import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { Logger } from 'pino';
import { AccessGuard } from './common/access.guard';
import { ErrorFilter } from './common/error.filter';
import { ResponseContractInterceptor } from './common/response-contract.interceptor';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { typeOrmRoot } from './database/typeorm-root';
import { QueueModule } from './queue/queue.module';
import { AccountModule } from './modules/account/account.module';
import { AuthModule } from './modules/auth/auth.module';
import { SharingModule } from './modules/sharing/sharing.module';
import { CollaborateurModule } from './modules/collaborateur/collaborateur.module';
import { DossiersModule } from './modules/dossier/dossier.module';
import { DroitsModule } from './modules/droits/droits.module';
import { HealthController } from './modules/health/health.controller';
import { HealthProbes } from './modules/health/health-probes';
import { MailModule } from './modules/mail/mail.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { RedisModule } from './common/redis.module';
import { StorageModule } from './common/storage/storage.module';
import { SecretsModule } from './common/secrets/secrets.module';
import { TransactionModule } from './common/transaction';
import { DatabaseHealth } from './database/database-health';
import { ThemeModule } from './modules/theme/theme.module';
import { UserModule } from './modules/user/user.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { EventsModule } from './modules/events/events.module';
import { HomeModule } from './modules/home/home.module';
import { ChiffresModule } from './modules/chiffres/chiffres.module';
import { RendezVousModule } from './modules/rendez-vous/rendez-vous.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { AnnuaireModule } from './modules/annuaire/annuaire.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { ContentModule } from './modules/content/content.module';
import { ToolsModule } from './modules/tools/tools.module';
import { EmpruntsModule } from './modules/emprunts/emprunts.module';
import { IdentifiantsModule } from './modules/identifiants/identifiants.module';
import { RgpdJobsModule } from './modules/rgpd/rgpd-jobs.module';
import { RgpdModule } from './modules/rgpd/rgpd.module';
import { AssolementModule } from './modules/assolement/assolement.module';
import { CarteModule } from './modules/assolement/carte/carte.module';
import { DuerImpressionJobsModule } from './modules/duer/impression/jobs/duer-impression-jobs.module';
import { DuerFeatureModule } from './modules/duer/duer.module';
import { DuerRappelsJobsModule } from './modules/duer/rappels/duer-rappels-jobs.module';
import { AbonnementModule } from './modules/abonnement/abonnement.module';
import { AgModule } from './modules/ag/ag.module';
import { GalerieModule } from './modules/galerie/galerie.module';
import { ParcoursModule } from './modules/parcours/parcours.module';
import { SavoirModule } from './modules/savoir/savoir.module';

export const LOGGER = Symbol('LOGGER');

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string, logger: Logger, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        typeOrmRoot(databaseUrl),
        TransactionModule,
        QueueModule,
        RedisModule,
        StorageModule,
        SecretsModule,
        RateLimitModule,
        MailModule,
        ThemeModule,
        DossiersModule,
        DroitsModule,
        AuthModule,
        UserModule,
        CollaborateurModule,
        AccountModule,
        SharingModule,
        RendezVousModule,
        DocumentsModule,
        ContactsModule,
        ContentModule,
        NotificationsModule,
        EventsModule,
        HomeModule,
        ToolsModule,
        EmpruntsModule,
        IdentifiantsModule,
        // Before AssolementModule: /assolement/rendement/{millesime} must bind ahead of /assolement/{codeDossier}/{millesime}.
        CarteModule,
        AssolementModule,
        DuerFeatureModule,
        DuerRappelsJobsModule,
        DuerImpressionJobsModule,
        ChiffresModule,
        AbonnementModule,
        AnnuaireModule,
        AgModule,
        GalerieModule,
        ParcoursModule,
        SavoirModule,
        RgpdModule,
        RgpdJobsModule,
        MetricsModule,
        ...extraModules,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        DatabaseHealth,
        HealthProbes,
        { provide: LOGGER, useValue: logger },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useFactory: () => new ErrorFilter(logger) },
        // Tests only: without any interceptor, Nest calls a handler without building an rxjs pipeline around it.
        ...(config.env === 'test' ? [{ provide: APP_INTERCEPTOR, useClass: ResponseContractInterceptor }] : []),
      ],
      exports: [APP_CONFIG, LOGGER],
    };
  }
}
