import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { RendezVousFichiers } from './rendez-vous-fichiers.service';

const PurgePayload = z.object({}).strict();

/** Hourly: leftovers of crashes and attachments past their retention. */
@JobProcessor(QueueName.RendezVousFichiers, { schedules: [{ name: JobName.PurgeRendezVousFichiers, every: 3600_000 }] })
export class RendezVousFichiersProcessor implements QueueProcessor {
  constructor(private readonly fichiers: RendezVousFichiers) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.PurgeRendezVousFichiers) throw new Error(`Tâche inconnue : ${job.name}`);
    PurgePayload.parse(job.data ?? {});
    return this.fichiers.purge();
  }
}
