import { Module } from '@nestjs/common';
import { ContactsController } from './contacts.controller';
import { CollaborateurModule } from '../collaborateur/collaborateur.module';
import { ContactsService } from './contacts.service';

/** The dossier's advisers (spec 01 §2.4 Contacts, §7.2). */
@Module({
  imports: [CollaborateurModule],
  controllers: [ContactsController],
  providers: [ContactsService],
  exports: [ContactsService],
})
export class ContactsModule {}
