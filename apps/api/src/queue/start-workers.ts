import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { buildProcessors, type ProcessorDeps } from './processors';
import { JobName, QueueName } from './queues';

export interface RunningWorkers {
  close(): Promise<void>;
}

/** Starts a BullMQ worker for every queue and schedules the recurring jobs. */
export async function startWorkers(deps: ProcessorDeps, logger: Logger): Promise<RunningWorkers> {
  const { processors, close } = buildProcessors(deps);
  const connection = { url: deps.config.redisUrl, maxRetriesPerRequest: null } as const;
  const workers = Object.values(QueueName).map((name) => {
    const processor = processors[name];
    if (!processor) throw new Error(`Aucun processeur pour la file ${name}`);
    const worker = new Worker(name, processor, { connection, prefix: deps.config.queuePrefix, concurrency: 2 });
    worker.on('failed', (job, err) => logger.warn({ queue: name, job: job?.id, err: err.message }, 'Tâche en échec'));
    worker.on('error', () => undefined);
    return worker;
  });
  const maintenance = new Queue(QueueName.Maintenance, { connection, prefix: deps.config.queuePrefix });
  maintenance.on('error', () => undefined);
  await maintenance
    .upsertJobScheduler(JobName.PurgeSessions, { every: 3600_000 }, { name: JobName.PurgeSessions, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } } })
    .catch((e: Error) => logger.warn({ err: e.message }, 'Redis indisponible : planification reportée'));
  return {
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      await maintenance.close();
      close();
    },
  };
}
