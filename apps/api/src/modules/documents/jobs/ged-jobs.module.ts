import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GedDocument } from '../ged-document.entity';
import { GedProcessing } from './ged-processing.service';
import { GedProcessor } from './ged.processor';

/** The document store's queue processor: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [TypeOrmModule.forFeature([GedDocument])],
  providers: [GedProcessing, GedProcessor],
  exports: [GedProcessing],
})
export class GedJobsModule {}
