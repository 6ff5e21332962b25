import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GedDocument } from './ged-document.entity';
import { GedEnvoi } from './ged-envoi.entity';
import { GedNoeud } from './ged-noeud.entity';
import { GedJobsModule } from './jobs/ged-jobs.module';
import { ApercusModule } from './apercus/apercus.module';

/** Document store (GED): folders filtered by rights, documents, uploads, previews, board workspaces. */
@Module({
  imports: [TypeOrmModule.forFeature([GedNoeud, GedDocument, GedEnvoi]), GedJobsModule, ApercusModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class DocumentsModule {}
