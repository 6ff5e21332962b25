import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DossiersModule } from '../dossier/dossier.module';
import { ThemeModule } from '../theme/theme.module';
import { AbonnementController } from './abonnement.controller';
import { AbonnementCotisation, AbonnementFacture, AbonnementParametres, MandatSepaEntity } from './abonnement.entity';
import { AbonnementRepository } from './abonnement.repository';
import { AbonnementService } from './abonnement.service';
import { MandatSepaService } from './mandat-sepa.service';

/** Billing 'Ma facturation' and the SEPA direct-debit mandate (issue 15, spec 02 §3, §4, §5, §7 Billing). */
@Module({
  imports: [TypeOrmModule.forFeature([AbonnementParametres, AbonnementCotisation, AbonnementFacture, MandatSepaEntity]), DossiersModule, ThemeModule],
  controllers: [AbonnementController],
  providers: [AbonnementService, MandatSepaService, AbonnementRepository],
  exports: [AbonnementService],
})
export class AbonnementModule {}
