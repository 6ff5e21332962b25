import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../../queue/job-processor';
import { JobName, QueueName } from '../../../../queue/queues';
import { DuerImpressionRunner } from './duer-impression-runner.service';

const Payload = z.object({ idImpression: z.string().uuid() }).strict();

/** DUER prints asked for on the portal (issue 13); a job failing on its last attempt marks its print as failed. */
@JobProcessor(QueueName.DuerImpression)
export class DuerImpressionProcessor implements QueueProcessor {
  constructor(private readonly runner: DuerImpressionRunner) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.ImprimerDuer) throw new Error(`Tâche inconnue : ${job.name}`);
    const { idImpression } = Payload.parse(job.data);
    return this.runner.run(idImpression, job, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
  }
}
