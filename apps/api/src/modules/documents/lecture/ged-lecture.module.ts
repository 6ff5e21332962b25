import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DroitsModule } from '../../droits/droits.module';
import { DocumentsController } from '../documents.controller';
import { GedDocument } from '../ged-document.entity';
import { GedEnvoi } from '../ged-envoi.entity';
import { GedNoeud } from '../ged-noeud.entity';
import { GedBoardRepository } from './ged-board.repository';
import { GedBoardService } from './ged-board.service';
import { GedDocumentDossierResolver } from './ged-document-dossier.resolver';
import { GedDocumentsRepository } from './ged-documents.repository';
import { GedDocumentsService } from './ged-documents.service';
import { GedStatusService } from './ged-status.service';

/** Read side of the store: one visibility rule for lists, counts, search, files and previews. */
@Module({
  imports: [TypeOrmModule.forFeature([GedNoeud, GedDocument, GedEnvoi]), DroitsModule],
  controllers: [DocumentsController],
  providers: [GedDocumentsRepository, GedBoardRepository, GedDocumentsService, GedBoardService, GedStatusService, GedDocumentDossierResolver],
  // GedDocumentsService.requireVisible (GedBoardService.requireDocument for board minutes): the checks of the preview routes; the resolver for their guard.
  exports: [GedDocumentsService, GedBoardService, GedDocumentDossierResolver],
})
export class GedLectureModule {}
