import type { Job } from 'bullmq';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { JobName, QueueName } from './queues';

export type Processor = (job: Job) => Promise<unknown>;

const PurgeSessionsPayload = z.object({}).strict();

/** One processor per queue; start-up fails if a queue has none. */
export function buildProcessors(ds: DataSource): Record<QueueName, Processor> {
  return {
    [QueueName.Maintenance]: async (job) => {
      if (job.name !== JobName.PurgeSessions) throw new Error(`Tâche inconnue : ${job.name}`);
      PurgeSessionsPayload.parse(job.data ?? {});
      const result: unknown[] = await ds.query('DELETE FROM "session" WHERE "expire" < now() RETURNING sid');
      return { purged: Array.isArray(result) ? result.length : 0 };
    },
  };
}
