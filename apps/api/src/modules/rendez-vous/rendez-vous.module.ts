import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { DemandeRendezVousService } from './demande-rendez-vous.service';
import { RendezVousDossierResolver } from './rendez-vous-dossier.resolver';
import { RendezVousMails } from './rendez-vous-mails';
import { RendezVousController } from './rendez-vous.controller';
import { RendezVousRepository } from './rendez-vous.repository';
import { RendezVousService } from './rendez-vous.service';

/** Appointments: list, participants, request with attachments, edit and cancel (spec 01 §7.3). */
@Module({
  imports: [ContactsModule],
  controllers: [RendezVousController],
  providers: [RendezVousRepository, RendezVousService, DemandeRendezVousService, RendezVousMails, RendezVousDossierResolver],
})
export class RendezVousModule {}
