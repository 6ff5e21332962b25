import type { Job } from 'bullmq';
import { z } from 'zod';
import { JobProcessor, type QueueProcessor } from '../../../queue/job-processor';
import { JobName, QueueName } from '../../../queue/queues';
import { SessionStoreRepository } from './session-store.repository';

const PurgeSessionsPayload = z.object({}).strict();

/** Hourly removal of expired sessions. */
@JobProcessor(QueueName.Maintenance, { schedules: [{ name: JobName.PurgeSessions, every: 3600_000 }] })
export class PurgeSessionsProcessor implements QueueProcessor {
  constructor(private readonly sessions: SessionStoreRepository) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.PurgeSessions) throw new Error(`Tâche inconnue : ${job.name}`);
    PurgeSessionsPayload.parse(job.data ?? {});
    return { purged: await this.sessions.deleteExpired() };
  }
}
