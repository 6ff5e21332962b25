import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../../outbox/outbox.module';
import { GedDocument } from '../ged-document.entity';
import { ApercusController } from './apercus.controller';
import { ApercusService } from './apercus.service';
import { GedDocumentDossierResolver } from './ged-document-dossier.resolver';

/** Preview routes of the document store. */
@Module({
  imports: [TypeOrmModule.forFeature([GedDocument]), OutboxModule],
  controllers: [ApercusController],
  providers: [ApercusService, GedDocumentDossierResolver],
})
export class ApercusModule {}
