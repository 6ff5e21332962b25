import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerFeatureModule } from '../../duer.module';
import { DuerImpressionJob } from '../duer-impression-job.entity';
import { DuerImpressionJobsRepository } from './duer-impression-jobs.repository';
import { DuerImpressionPurge } from './duer-impression-purge.service';
import { DuerImpressionRunner } from './duer-impression-runner.service';
import { DuerImpressionProcessor } from './duer-impression.processor';
import { DuerOrphans } from './duer-orphans.service';
import { DuerOrphansRepository } from './duer-orphans.repository';

/** The DUER print queue's processor and the sweep of DUER files: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerImpressionJob]), DuerFeatureModule],
  providers: [DuerImpressionJobsRepository, DuerImpressionRunner, DuerImpressionPurge, DuerOrphansRepository, DuerOrphans, DuerImpressionProcessor],
})
export class DuerImpressionJobsModule {}
