import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Identifiant, IdentifiantJournalEntry } from './identifiant.entity';
import { IdentifiantsController } from './identifiants.controller';
import { IdentifiantsPersonalData } from './identifiants-personal-data';
import { IdentifiantsRepository } from './identifiants.repository';
import { IdentifiantsService } from './identifiants.service';

/** Shared credentials vault (issue 15, spec 02 §2-§9): AES-256-GCM envelope encryption and the reveal journal. */
@Module({
  imports: [TypeOrmModule.forFeature([Identifiant, IdentifiantJournalEntry])],
  controllers: [IdentifiantsController],
  providers: [IdentifiantsService, IdentifiantsRepository, IdentifiantsPersonalData],
  exports: [IdentifiantsService],
})
export class IdentifiantsModule {}
