import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
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

/** A scrape never waits longer on Redis or PostgreSQL: past it the gauge is left out, the rest still answers. */
const SOURCE_TIMEOUT_MS = 1000;

const JOB_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;

/**
 * The Prometheus text of a process: the counters of common/metrics, and gauges read when scraped — every queue's
 * depth (one script per queue on the shared Redis connection), the outbox's lag, the pg pools' use.
 */
@Injectable()
export class MetricsService implements OnModuleDestroy {
  private readonly registry = new Registry();
  private readonly pools = new Map<string, () => PoolCounts | undefined>();
  private readonly queues: Queue[];

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis, database: DatabasePool, outbox: OutboxService) {
    this.queues = Object.values(QueueName).map((name) => new Queue(name, { connection: redis, prefix: config.queuePrefix }));
    for (const queue of this.queues) queue.on('error', () => undefined);
    this.pools.set('typeorm', () => database.counts());
    const queues = this.queues;
    new Gauge({
      name: 'portail_queue_jobs',
      help: 'Tâches de chaque file BullMQ par état (waiting inclut les tâches prioritaires)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const counts = await Promise.all(queues.map((q) => withTimeout(q.getJobCounts(...JOB_STATES)).catch(() => undefined)));
        counts.forEach((c, i) => {
          if (!c) return;
          const queue = queues[i].name;
          this.set({ queue, state: 'waiting' }, (c.waiting ?? 0) + (c.prioritized ?? 0));
          for (const state of ['active', 'delayed', 'failed'] as const) this.set({ queue, state }, c[state] ?? 0);
        });
      },
    });
    new Gauge({
      name: 'portail_outbox_lag_seconds',
      help: 'Âge du plus ancien message de la table outbox pas encore remis à BullMQ (0 : aucun)',
      registers: [this.registry],
      async collect() {
        this.reset();
        const lag = await withTimeout(outbox.lagSeconds()).catch(() => undefined);
        if (lag !== undefined) this.set(lag);
      },
    });
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

  /** Another pg pool of the process to report (the sessions' pool of the api). */
  watchPool(name: string, pool: PoolCounts): void {
    this.pools.set(name, () => pool);
  }

  async scrape(): Promise<MetricsText> {
    const [common, own] = await Promise.all([metricsRegistry.metrics(), this.registry.metrics()]);
    return { contentType: this.registry.contentType, body: `${common}\n${own}` };
  }

  async onModuleDestroy(): Promise<void> {
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
