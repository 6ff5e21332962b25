import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../../common/redis.module';
import { QueueName } from '../../queue/queues';
import { OutboxRepository } from './outbox.repository';

const POLL_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
const BATCH = 20;
const MAX_BATCHES_PER_TICK = 10;
const ADD_TIMEOUT_MS = 5000;
const PURGE_EVERY_MS = 3600_000;
export const OUTBOX_RETENTION_DAYS = 7;
const JOB_OPTIONS = { attempts: 8, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: 1000, removeOnFail: 5000 } as const;
/** Queues whose jobs need other options: a DUER print is long, so it is tried 3 times, not 8. */
const QUEUE_JOB_OPTIONS: Partial<Record<string, JobsOptions>> = {
  [QueueName.DuerImpression]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 500, removeOnFail: 1000 },
};

const WRITTEN = 'outboxWritten';

/** Flags a transaction that wrote outbox rows, so its commit wakes the dispatcher at once. */
export function markOutboxWritten(queryRunner: QueryRunner): void {
  queryRunner.data[WRITTEN] = true;
}

/**
 * Moves committed outbox rows to BullMQ (architecture §8, ADR 0005). Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several api replicas share the work; the job id is the row's business
 * key, so a row handed over twice (crash between add and commit) still makes one job.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private readonly queues = new Map<string, Queue>();
  private readonly subscriber: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      if (!queryRunner.data[WRITTEN]) return;
      delete queryRunner.data[WRITTEN];
      this.nudge();
    },
    afterTransactionRollback: ({ queryRunner }) => {
      delete queryRunner.data[WRITTEN];
    },
  };
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;
  private again = false;
  private failures = 0;
  private lastPurge = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
    private readonly repo: OutboxRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.ds.subscribers.push(this.subscriber);
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const i = this.ds.subscribers.indexOf(this.subscriber);
    if (i >= 0) this.ds.subscribers.splice(i, 1);
    await this.running;
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
  }

  /** Dispatch soon; while Redis is down the backoff stands. */
  nudge(): void {
    if (this.failures === 0) this.schedule(0);
  }

  /** One batch: hands the claimed rows to BullMQ and marks them dispatched. Returns how many left. */
  async dispatchBatch(): Promise<number> {
    if (this.redis.status !== 'ready') throw new Error(`Redis indisponible (${this.redis.status})`);
    const { dispatched, error } = await this.repo.transaction(async (tx) => {
      const rows = await this.repo.claim(tx, BATCH);
      const done: string[] = [];
      for (const row of rows) {
        try {
          await withTimeout(
            this.queue(row.queue).add(row.jobName, row.payload, { ...(QUEUE_JOB_OPTIONS[row.queue] ?? JOB_OPTIONS), jobId: row.jobId }),
            ADD_TIMEOUT_MS,
          );
          done.push(row.id);
        } catch (e) {
          await this.repo.markFailed(tx, row.id, (e as Error).message);
          await this.repo.markDispatched(tx, done);
          return { dispatched: done.length, error: e as Error };
        }
      }
      await this.repo.markDispatched(tx, done);
      return { dispatched: done.length, error: undefined };
    });
    if (error) throw error;
    return dispatched;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    this.running = this.dispatchPending()
      .then(() => this.purgeIfDue())
      .finally(() => {
        this.running = undefined;
        const delay = this.failures > 0 ? Math.min(POLL_MS * 2 ** this.failures, MAX_BACKOFF_MS) : this.again ? 0 : POLL_MS;
        this.again = false;
        this.schedule(delay);
      });
  }

  private async dispatchPending(): Promise<void> {
    try {
      for (let i = 0; i < MAX_BATCHES_PER_TICK && (await this.dispatchBatch()) === BATCH; i++);
      if (this.failures > 0) this.logger.log('Redis de retour : envoi des tâches en attente');
      this.failures = 0;
    } catch (e) {
      if (this.failures === 0) this.logger.warn(`Tâches en attente dans la table outbox : ${(e as Error).message}`);
      this.failures = Math.min(this.failures + 1, 10);
    }
  }

  private async purgeIfDue(): Promise<void> {
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.repo.purgeDispatched(OUTBOX_RETENTION_DAYS).catch((e: Error) => this.logger.warn(`Purge de la table outbox reportée : ${e.message}`));
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        prefix: this.config.queuePrefix,
        connection: { url: this.config.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false },
      });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
