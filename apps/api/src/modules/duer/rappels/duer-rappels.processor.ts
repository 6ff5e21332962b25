import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { DuerRappels } from './duer-rappels.service';

const RappelPayload = z.object({}).strict();

/** The yearly DUER update reminder: every 24 h, and once at each start of the workers. */
@JobProcessor(QueueName.DuerRappels, {
  schedules: [{ name: JobName.RappelerMiseAJourDuer, every: 24 * 3600_000, atStart: true }],
})
export class DuerRappelsProcessor implements QueueProcessor {
  constructor(private readonly rappels: DuerRappels) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.RappelerMiseAJourDuer) throw new Error(`Tâche inconnue : ${job.name}`);
    RappelPayload.parse(job.data ?? {});
    return this.rappels.rappeler();
  }
}
