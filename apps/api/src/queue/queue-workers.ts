import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueFailures } from '../common/metrics/metrics';
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
      const worker = new Worker(name, (job) => processor.process(job), {
        connection,
        prefix,
        concurrency: 2,
        // A job whose worker died is found by the stalled check once its lock expired: both follow QUEUE_LOCK_MS.
        lockDuration: this.config.queueLockMs,
        stalledInterval: Math.min(30_000, this.config.queueLockMs),
      });
      worker.on('failed', (job, err) => {
        queueFailures.inc({ queue: name });
        logger.warn({ queue: name, job: job?.id, err: err.message }, 'Tâche en échec');
      });
      worker.on('error', () => undefined);
      return worker;
    });
    const queues: Queue[] = [];
    const scheduling = new Scheduling(logger);
    for (const [name, { schedules }] of processors) {
      if (!schedules.length) continue;
      const queue = new Queue(name, { connection, prefix });
      queue.on('error', () => undefined);
      queues.push(queue);
      for (const schedule of schedules) scheduling.keepTrying(queue, schedule);
    }
    return {
      close: async () => {
        scheduling.stop();
        await Promise.all(workers.map((w) => w.close()));
        await Promise.all(queues.map((q) => q.close()));
      },
    };
  }
}

const ATTEMPT_TIMEOUT_MS = 5_000;
const MAX_RETRY_MS = 30_000;

/**
 * Recurring jobs are scheduled in the background: start-up never waits on Redis, and while Redis is
 * away the scheduling is retried (1 s, doubling up to 30 s) until it answers.
 */
class Scheduling {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly logger: Logger) {}

  keepTrying(queue: Queue, schedule: { name: string; every: number; atStart?: boolean }, delay = 1_000): void {
    if (this.stopped) return;
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 5000 } };
    const attempt = queue
      .upsertJobScheduler(schedule.name, { every: schedule.every }, { name: schedule.name, data: {}, opts })
      .then(() => (schedule.atStart ? queue.add(schedule.name, {}, { ...opts, removeOnComplete: 100, removeOnFail: 100 }) : undefined));
    attempt.catch(() => undefined);
    withTimeout(attempt, ATTEMPT_TIMEOUT_MS).catch((e: Error) => {
      if (this.stopped) return;
      this.logger.warn({ err: e.message, job: schedule.name }, 'Redis indisponible : planification reportée');
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.keepTrying(queue, schedule, Math.min(delay * 2, MAX_RETRY_MS));
      }, delay);
      this.timers.add(timer);
    });
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
