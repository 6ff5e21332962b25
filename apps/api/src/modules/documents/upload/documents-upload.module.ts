import { Module } from '@nestjs/common';
import { ContactsModule } from '../../contacts/contacts.module';
import { OutboxModule } from '../../outbox/outbox.module';
import { DocumentsUploadController } from './documents-upload.controller';
import { GedConfirmationService } from './ged-confirmation.service';
import { GedHistoriqueService } from './ged-historique.service';
import { GedTypeCheck } from './ged-type-check';
import { GedUploadService } from './ged-upload.service';

/** Uploads into the document store, staff filing, upload history and confirmation mail (spec 02 §4 Upload). */
@Module({
  imports: [ContactsModule, OutboxModule],
  controllers: [DocumentsUploadController],
  providers: [GedUploadService, GedHistoriqueService, GedConfirmationService, GedTypeCheck],
})
export class DocumentsUploadModule {}
