import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PdfAConversion } from '../../../common/pdf/pdfa';
import { OutboxModule } from '../../outbox/outbox.module';
import { DuerAuditModule } from '../audit/duer-audit.module';
import { DuerDocumentsModule } from '../documents/duer-documents.module';
import { DuerCoreModule } from '../duer-core.module';
import { DuerPlanActionModule } from '../plan-action/duer-plan-action.module';
import { DuerTextesModule } from '../textes/duer-textes.module';
import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionJob } from './duer-impression-job.entity';
import { DuerImpressionLecture } from './duer-impression-lecture';
import { DuerImpressionController } from './duer-impression.controller';
import { DuerImpressionRepository } from './duer-impression.repository';
import { DuerImpressionService } from './duer-impression.service';
import { DuerPdfBuilder } from './duer-pdf-builder';

/** The DUER's printing (issue 13): the PDF builder and the print calls; the worker's print job uses the exported builder. */
@Module({
  imports: [
    TypeOrmModule.forFeature([DuerImpressionJob]),
    DuerCoreModule,
    DuerTextesModule,
    DuerDocumentsModule,
    DuerAuditModule,
    DuerPlanActionModule,
    OutboxModule,
  ],
  controllers: [DuerImpressionController],
  providers: [DuerImpressionRepository, DuerImpressionLecture, DuerImpressionFichiers, DuerPdfBuilder, DuerImpressionService, PdfAConversion],
  exports: [DuerPdfBuilder, PdfAConversion],
})
export class DuerImpressionModule {}
