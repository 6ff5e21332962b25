import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { DossiersModule } from '../dossier/dossier.module';
import { DroitsModule } from '../droits/droits.module';
import { AgAnneesService } from './ag-annees.service';
import { AgContenusController } from './ag-contenus.controller';
import { AgController } from './ag.controller';
import { AgAnnee, AgInvitation } from './ag.entity';
import { AgMails } from './ag-mails';
import { AgPersonalData } from './ag-personal-data';
import { AgPouvoirService } from './ag-pouvoir.service';
import { AgRepository } from './ag.repository';
import { AgService } from './ag.service';

/** General assembly (issue 14): registration, proxy form, confirmation mail with .ics, resolutions, Contenus years. */
@Module({
  imports: [TypeOrmModule.forFeature([AgAnnee, AgInvitation]), DossiersModule, DroitsModule, CollaborateurModule],
  controllers: [AgController, AgContenusController],
  providers: [AgService, AgPouvoirService, AgAnneesService, AgRepository, AgMails, AgPersonalData],
  exports: [AgService],
})
export class AgModule {}
