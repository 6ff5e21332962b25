import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DuerModule } from '../../duer.module';
import { DuerImpressionJob } from '../duer-impression-job.entity';
import { DuerImpressionPurge } from './duer-impression-purge.service';
import { DuerImpressionRunner } from './duer-impression-runner.service';
import { DuerImpressionProcessor } from './duer-impression.processor';

/** The DUER print queue's processor: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [TypeOrmModule.forFeature([DuerImpressionJob]), DuerModule],
  providers: [DuerImpressionRunner, DuerImpressionPurge, DuerImpressionProcessor],
})
export class DuerImpressionJobsModule {}
