import { Module } from '@nestjs/common';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { ContactsModule } from '../contacts/contacts.module';
import { OutboxModule } from '../outbox/outbox.module';
import { UserModule } from '../user/user.module';
import { DemandeRendezVousService } from './demande-rendez-vous.service';
import { RendezVousDossierResolver } from './rendez-vous-dossier.resolver';
import { RendezVousMails } from './rendez-vous-mails';
import { RendezVousPersonalData } from './rendez-vous-personal-data';
import { RendezVousController } from './rendez-vous.controller';
import { RendezVousRepository } from './rendez-vous.repository';
import { RendezVousService } from './rendez-vous.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RendezVous } from './rendez-vous.entity';
import { DemandeRendezVous } from './demande-rendez-vous.entity';
import { RendezVousFichiersModule } from './fichiers/rendez-vous-fichiers.module';

/** Appointments: list, participants, request with attachments, edit and cancel (spec 01 §7.3). */
@Module({
  imports: [TypeOrmModule.forFeature([RendezVous, DemandeRendezVous]), ContactsModule, CollaborateurModule, UserModule, RendezVousFichiersModule, OutboxModule],
  controllers: [RendezVousController],
  providers: [RendezVousRepository, RendezVousService, DemandeRendezVousService, RendezVousMails, RendezVousDossierResolver, RendezVousPersonalData],
})
export class RendezVousModule {}
