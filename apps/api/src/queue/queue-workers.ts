import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JOB_PROCESSOR, type JobProcessorMetadata, type QueueProcessor } from './job-processor';
import { QueueName } from './queues';

export interface RunningWorkers {
  close(): Promise<void>;
}

interface Registered extends JobProcessorMetadata {
  processor: QueueProcessor;
}

/** Starts a BullMQ worker for every queue, with the processor its feature module registered. */
@Injectable()
export class QueueWorkers {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One processor per queue; fails when a queue has none or two. */
  processors(): Map<QueueName, Registered> {
    const found = new Map<QueueName, Registered>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const meta = this.reflector.get<JobProcessorMetadata | undefined>(JOB_PROCESSOR, wrapper.metatype);
      if (!meta) continue;
      if (found.has(meta.queue)) throw new Error(`Deux processeurs pour la file ${meta.queue}`);
      found.set(meta.queue, { ...meta, processor: wrapper.instance as QueueProcessor });
    }
    for (const name of Object.values(QueueName)) if (!found.has(name)) throw new Error(`Aucun processeur pour la file ${name}`);
    return found;
  }

  async start(logger: Logger): Promise<RunningWorkers> {
    const processors = this.processors();
    const connection = { url: this.config.redisUrl, maxRetriesPerRequest: null } as const;
    const prefix = this.config.queuePrefix;
    const workers = [...processors].map(([name, { processor }]) => {
      const worker = new Worker(name, (job) => processor.process(job), { connection, prefix, concurrency: 2 });
      worker.on('failed', (job, err) => logger.warn({ queue: name, job: job?.id, err: err.message }, 'Tâche en échec'));
      worker.on('error', () => undefined);
      return worker;
    });
    const queues: Queue[] = [];
    for (const [name, { schedules }] of processors) {
      if (!schedules.length) continue;
      const queue = new Queue(name, { connection, prefix });
      queue.on('error', () => undefined);
      queues.push(queue);
      for (const schedule of schedules) {
        await queue
          .upsertJobScheduler(
            schedule.name,
            { every: schedule.every },
            { name: schedule.name, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 } } },
          )
          .catch((e: Error) => logger.warn({ err: e.message }, 'Redis indisponible : planification reportée'));
      }
    }
    return {
      close: async () => {
        await Promise.all(workers.map((w) => w.close()));
        await Promise.all(queues.map((q) => q.close()));
      },
    };
  }
}
