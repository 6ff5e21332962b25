import { Module } from '@nestjs/common';
import { GedOrphans } from './ged-orphans.service';
import { GedProcessingRepository } from './ged-processing.repository';
import { GedProcessing } from './ged-processing.service';
import { GedProcessor } from './ged.processor';

/** The document store's queue processor: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  providers: [GedProcessingRepository, GedProcessing, GedOrphans, GedProcessor],
  exports: [GedProcessing],
})
export class GedJobsModule {}
