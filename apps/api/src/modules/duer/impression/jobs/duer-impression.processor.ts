import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../../queue/job-processor';
import { JobName, QueueName } from '../../../../queue/queues';
import { DuerImpressionPurge } from './duer-impression-purge.service';
import { DuerImpressionRunner } from './duer-impression-runner.service';
import { DuerOrphans } from './duer-orphans.service';

const Payload = z.object({ idImpression: z.string().uuid() }).strict();

/**
 * DUER prints asked for on the portal (issue 13), a job failing on its last attempt marks its print as failed; hourly,
 * the purge of prints older than a week and the sweep of DUER files no row names (also run at start by DuerOrphans).
 */
@JobProcessor(QueueName.DuerImpression, {
  schedules: [
    { name: JobName.PurgerImpressionsDuer, every: 3600_000 },
    { name: JobName.PurgerFichiersOrphelinsDuer, every: 3600_000 },
  ],
})
export class DuerImpressionProcessor implements QueueProcessor {
  constructor(
    private readonly runner: DuerImpressionRunner,
    private readonly purge: DuerImpressionPurge,
    private readonly orphans: DuerOrphans,
  ) {}

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case JobName.ImprimerDuer: {
        const { idImpression } = Payload.parse(job.data);
        return this.runner.run(idImpression, job, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      }
      case JobName.PurgerImpressionsDuer:
        return this.purge.purge();
      case JobName.PurgerFichiersOrphelinsDuer:
        return this.orphans.purge();
      default:
        throw new Error(`Tâche inconnue : ${job.name}`);
    }
  }
}
