import { Inject, Injectable } from '@nestjs/common';
import type { Droits } from '@portail/contracts';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../../common/redis.module';

/** Bounds what a change made outside the api (database scripts) takes to be seen. */
const TTL_SECONDS = 30;

/**
 * Each user's rights, shared by every api replica through Redis and dropped on every rights change
 * (bench:access: a hit costs a fraction of a millisecond, the computation tens of them). When Redis
 * is down the rights are computed from the database.
 */
@Injectable()
export class RightsCache {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(guidPersonne: string): string {
    return `${this.config.queuePrefix}:droits:${guidPersonne}`;
  }

  async get(guidPersonne: string): Promise<Droits | null> {
    try {
      const raw = await this.redis.get(this.key(guidPersonne));
      return raw ? (JSON.parse(raw) as Droits) : null;
    } catch {
      return null;
    }
  }

  async set(guidPersonne: string, droits: Droits): Promise<void> {
    await this.redis.set(this.key(guidPersonne), JSON.stringify(droits), 'EX', TTL_SECONDS).catch(() => undefined);
  }

  async invalidate(guids: Iterable<string>): Promise<void> {
    const keys = [...new Set(guids)].map((g) => this.key(g));
    if (keys.length) await this.redis.del(...keys).catch(() => undefined);
  }
}
