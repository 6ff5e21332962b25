import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GedEnvoi } from '../ged-envoi.entity';
import { ContactsModule } from '../../contacts/contacts.module';
import { OutboxModule } from '../../outbox/outbox.module';
import { DocumentsUploadController } from './documents-upload.controller';
import { GedEnvoiRepository } from './ged-envoi.repository';
import { GedConfirmationService } from './ged-confirmation.service';
import { GedHistoriqueService } from './ged-historique.service';
import { GedTypeCheck, GedUploadGate } from './ged-type-check';
import { GedUploadService } from './ged-upload.service';

/** Uploads into the document store, staff filing, upload history and confirmation mail (spec 02 §4 Upload). */
@Module({
  imports: [TypeOrmModule.forFeature([GedEnvoi]), ContactsModule, OutboxModule],
  controllers: [DocumentsUploadController],
  providers: [GedEnvoiRepository, GedUploadService, GedHistoriqueService, GedConfirmationService, GedTypeCheck, GedUploadGate],
})
export class DocumentsUploadModule {}
