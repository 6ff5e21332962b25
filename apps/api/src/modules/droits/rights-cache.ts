import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Droits } from '@portail/contracts';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../../common/redis.module';
import { RightsEpoch, rightsEpoch } from './rights-epoch';

/** Redis keeps a user's rights this long, this process its copy this long: a change made outside the api (database scripts) is seen within their sum. */
const TTL_SECONDS = 25;
const COPY_MS = 5000;
/** A bound on the copies kept (one per user calling lately). */
const MAX_COPIES = 10_000;

/**
 * Each user's rights, shared by every api replica through Redis and dropped on every rights change
 * (bench:access: a hit costs a fraction of a millisecond, the computation tens of them). When Redis
 * is down the rights are computed from the database. Each process also keeps, for a few seconds, a copy of
 * what it read from Redis, trusted only under the rights epoch the process knew before reading it
 * (RightsEpoch): a change, which advances the epoch, makes every replica's copies stale at once.
 */
@Injectable()
export class RightsCache {
  private readonly copies = new Map<string, { droits: Droits; epoch: number; until: number }>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  private key(guidPersonne: string): string {
    return `${this.config.queuePrefix}:droits:${guidPersonne}`;
  }

  async get(guidPersonne: string): Promise<Droits | null> {
    // Read before Redis: a copy is labelled with an epoch no later than the one its content is current for.
    const epoch = rightsEpoch.current();
    const copy = this.copies.get(guidPersonne);
    if (copy && epoch >= 0 && copy.epoch === epoch && copy.until > Date.now()) return copy.droits;
    try {
      const raw = await this.redis.get(this.key(guidPersonne));
      const droits = raw ? (JSON.parse(raw) as Droits) : null;
      if (droits && epoch >= 0) this.keep(guidPersonne, droits, epoch);
      return droits;
    } catch {
      return null;
    }
  }

  /** Recomputed rights (a miss, or x-force): shared through Redis; this process's copy, maybe older, is dropped. */
  async set(guidPersonne: string, droits: Droits): Promise<void> {
    this.copies.delete(guidPersonne);
    await this.redis.set(this.key(guidPersonne), JSON.stringify(droits), 'EX', TTL_SECONDS).catch(() => undefined);
  }

  /** Empties the shared cache, then advances the epoch: every replica's next call reads the rights again. */
  async invalidate(guids: Iterable<string>): Promise<void> {
    const unique = [...new Set(guids)];
    if (!unique.length) return;
    for (const guid of unique) this.copies.delete(guid);
    await this.redis.del(...unique.map((g) => this.key(g))).catch(() => undefined);
    // Without it (database away) the other replicas' copies last COPY_MS at most.
    await this.ds.query(RightsEpoch.ADVANCE_SQL).catch(() => undefined);
  }

  private keep(guidPersonne: string, droits: Droits, epoch: number): void {
    if (this.copies.size >= MAX_COPIES) this.copies.clear();
    this.copies.set(guidPersonne, { droits, epoch, until: Date.now() + COPY_MS });
  }
}
