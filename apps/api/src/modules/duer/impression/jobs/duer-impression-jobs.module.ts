import { Module } from '@nestjs/common';
import { DuerModule } from '../../duer.module';
import { DuerImpressionRunner } from './duer-impression-runner.service';
import { DuerImpressionProcessor } from './duer-impression.processor';

/** The DUER print queue's processor: loaded by the api (in-process worker) and the stand-alone worker. */
@Module({
  imports: [DuerModule],
  providers: [DuerImpressionRunner, DuerImpressionProcessor],
})
export class DuerImpressionJobsModule {}
