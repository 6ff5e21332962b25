import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';
import { IdentifiantsController } from './identifiants.controller';
import { IdentifiantsRepository } from './identifiants.repository';
import { IdentifiantsService } from './identifiants.service';
import { keyRingOf, VAULT_KEY_RING } from './vault-keys';

/** Shared credentials vault (issue 15, spec 02 §2-§9): AES-256-GCM envelope encryption and the reveal journal. */
@Module({
  imports: [TypeOrmModule.forFeature([Identifiant, IdentifiantJournalEntry])],
  controllers: [IdentifiantsController],
  providers: [
    IdentifiantsService,
    IdentifiantsRepository,
    { provide: VAULT_KEY_RING, inject: [APP_CONFIG], useFactory: (config: AppConfig) => keyRingOf(config) },
  ],
  exports: [IdentifiantsService],
})
export class IdentifiantsModule {}
