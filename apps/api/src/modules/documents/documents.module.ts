import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DroitsModule } from '../droits/droits.module';
import { DocumentsController } from './documents.controller';
import { GedDocument } from './ged-document.entity';
import { GedEnvoi } from './ged-envoi.entity';
import { GedNoeud } from './ged-noeud.entity';
import { ApercusModule } from './apercus/apercus.module';
import { GedJobsModule } from './jobs/ged-jobs.module';
import { GedBoardRepository } from './lecture/ged-board.repository';
import { GedBoardService } from './lecture/ged-board.service';
import { GedDocumentDossierResolver } from './lecture/ged-document-dossier.resolver';
import { GedDocumentsRepository } from './lecture/ged-documents.repository';
import { GedDocumentsService } from './lecture/ged-documents.service';
import { GedStatusService } from './lecture/ged-status.service';
import { DocumentsUploadModule } from './upload/documents-upload.module';

/** Document store (GED): folders filtered by rights, documents, uploads, previews, board workspaces. */
@Module({
  imports: [TypeOrmModule.forFeature([GedNoeud, GedDocument, GedEnvoi]), DroitsModule, DocumentsUploadModule, GedJobsModule, ApercusModule],
  controllers: [DocumentsController],
  providers: [GedDocumentsRepository, GedBoardRepository, GedDocumentsService, GedBoardService, GedStatusService, GedDocumentDossierResolver],
  // GedDocumentsService.requireVisible: the one visibility check for the preview routes; the resolver for their guard.
  exports: [GedDocumentsService, GedDocumentDossierResolver],
})
export class DocumentsModule {}
