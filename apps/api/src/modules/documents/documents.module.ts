import { Module } from '@nestjs/common';
import { ApercusModule } from './apercus/apercus.module';
import { GedJobsModule } from './jobs/ged-jobs.module';
import { GedLectureModule } from './lecture/ged-lecture.module';
import { DocumentsUploadModule } from './upload/documents-upload.module';

/** Document store (GED): folders filtered by rights, documents, uploads, previews, board workspaces. */
@Module({
  imports: [GedLectureModule, DocumentsUploadModule, GedJobsModule, ApercusModule],
})
export class DocumentsModule {}
