import { Module } from '@nestjs/common';
import { GedProcessing } from './ged-processing.service';
import { GedProcessor } from './ged.processor';

/** The document store's queue processor: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  providers: [GedProcessing, GedProcessor],
  exports: [GedProcessing],
})
export class GedJobsModule {}
