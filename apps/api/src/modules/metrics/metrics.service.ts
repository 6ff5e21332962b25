import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { Gauge, Registry } from 'prom-client';
import { REDIS } from '../../common/redis.module';
import { metricsRegistry } from '../../common/metrics/metrics';
import type { MetricsText } from '../../common/metrics/metrics-endpoint';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DatabasePool, type PoolCounts } from '../../database/database-pool';
import { QueueName } from '../../queue/queues';
import { OutboxService } from '../outbox/outbox.service';

/** A reading never waits longer on Redis or PostgreSQL: past it the gauge keeps its former value out of the text. */
const SOURCE_TIMEOUT_MS = 1000;
/** Queue depths and the outbox's lag are read this often, not at each scrape: a scrape only writes the text. */
const REFRESH_MS = 5000;

const JOB_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

/**
 * The Prometheus text of a process: the counters of common/metrics, the pg pools' use read when scraped, and every
 * queue's depth (one script per queue on the shared Redis connection) and the outbox's lag read every REFRESH_MS.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  private readonly registry = new Registry();
  private readonly pools = new Map<string, () => PoolCounts | undefined>();
  private readonly queues: Queue[];
  private readonly queueJobs: Gauge<'queue' | 'state'>;
  private readonly outboxLag: Gauge;
  private timer?: NodeJS.Timeout;
  private refreshing?: Promise<void>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis, database: DatabasePool, outbox: OutboxService) {
    this.queues = Object.values(QueueName).map((name) => new Queue(name, { connection: redis, prefix: config.queuePrefix }));
    for (const queue of this.queues) queue.on('error', () => undefined);
    this.pools.set('typeorm', () => database.counts());
    this.queueJobs = new Gauge({
      name: 'portail_queue_jobs',
      help: 'Tâches de chaque file BullMQ par état (waiting inclut les tâches prioritaires)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
    });
    this.outboxLag = new Gauge({
      name: 'portail_outbox_lag_seconds',
      help: 'Âge du plus ancien message de la table outbox pas encore remis à BullMQ (0 : aucun)',
      registers: [this.registry],
    });
    this.readOutboxLag = () => outbox.lagSeconds();
    const pools = this.pools;
    new Gauge({
      name: 'portail_db_pool_connections',
      help: 'Connexions PostgreSQL des pools pg, ouvertes (total) et libres (idle)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const [pool, counts] of pools) {
          const c = counts();
          if (!c) continue;
          this.set({ pool, state: 'total' }, c.totalCount);
          this.set({ pool, state: 'idle' }, c.idleCount);
        }
      },
    });
    new Gauge({
      name: 'portail_db_pool_waiting',
      help: 'Requêtes en attente d’une connexion PostgreSQL, par pool',
      labelNames: ['pool'] as const,
      registers: [this.registry],
      collect() {
        for (const [pool, counts] of pools) {
          const c = counts();
          if (c) this.set({ pool }, c.waitingCount);
        }
      },
    });
  }

  private readonly readOutboxLag: () => Promise<number>;

  onModuleInit(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), REFRESH_MS).unref();
  }

  /** Reads the queues and the outbox; a source that does not answer in time leaves its gauge out until it does. */
  refresh(): Promise<void> {
    this.refreshing ??= this.read().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async read(): Promise<void> {
    const [counts, lag] = await Promise.all([
      Promise.all(this.queues.map((q) => withTimeout(q.getJobCounts(...JOB_STATES)).catch(() => undefined))),
      withTimeout(this.readOutboxLag()).catch(() => undefined),
    ]);
    this.queueJobs.reset();
    counts.forEach((c, i) => {
      if (!c) return;
      const queue = this.queues[i].name;
      this.queueJobs.set({ queue, state: 'waiting' }, (c.waiting ?? 0) + (c.prioritized ?? 0));
      for (const state of ['active', 'delayed', 'failed'] as const) this.queueJobs.set({ queue, state }, c[state] ?? 0);
    });
    this.outboxLag.reset();
    if (lag !== undefined) this.outboxLag.set(lag);
  }

  /** Another pg pool of the process to report (the sessions' pool of the api). */
  watchPool(name: string, pool: PoolCounts): void {
    this.pools.set(name, () => pool);
  }

  async scrape(): Promise<MetricsText> {
    const [common, own] = await Promise.all([metricsRegistry.metrics(), this.registry.metrics()]);
    return { contentType: this.registry.contentType, body: `${common}\n${own}` };
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.refreshing;
    await Promise.all(this.queues.map((q) => q.close().catch(() => undefined)));
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), SOURCE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
