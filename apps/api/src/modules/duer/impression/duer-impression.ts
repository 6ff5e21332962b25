import { PdfAConversion } from '../../../common/pdf/pdfa';
import { DuerImpressionFichiers } from './duer-impression-fichiers';
import { DuerImpressionLecture } from './duer-impression-lecture';
import { DuerPdfBuilder } from './duer-pdf-builder';
import { DuerImpressionJob } from './duer-impression-job.entity';
import { DuerImpressionController } from './duer-impression.controller';
import { DuerImpressionService } from './duer-impression.service';

/** The DUER's printing (issue 13): the PDF builder, the print jobs and their calls; what duer.module.ts registers. */
export const DuerImpression = {
  entities: [DuerImpressionJob],
  controllers: [DuerImpressionController],
  providers: [DuerImpressionLecture, DuerImpressionFichiers, DuerPdfBuilder, DuerImpressionService, PdfAConversion],
  /** What the worker's print job uses (jobs/duer-impression-jobs.module.ts). */
  exports: [DuerPdfBuilder, PdfAConversion],
};
