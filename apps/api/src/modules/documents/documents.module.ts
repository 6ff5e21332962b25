import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GedDocument } from './ged-document.entity';
import { GedEnvoi } from './ged-envoi.entity';
import { GedNoeud } from './ged-noeud.entity';
import { DocumentsUploadModule } from './upload/documents-upload.module';

/** Document store (GED): folders filtered by rights, documents, uploads, previews, board workspaces. */
@Module({
  imports: [TypeOrmModule.forFeature([GedNoeud, GedDocument, GedEnvoi]), DocumentsUploadModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class DocumentsModule {}
