import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../redis.module';
import { TooManyRequestsException } from './too-many-requests';
import type { RateLimitRule } from './rate-limit-rule';

/**
 * Every rate limit of the portal (architecture.md §8). Counts live in Redis under the configured
 * prefix so replicas share them; memory takes over while Redis is down.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one call; 429 beyond the limit. */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(normalise(key));
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(rule, e);
      throw e;
    }
  }

  /** Counts one call; false beyond the limit. */
  async tryConsume(rule: RateLimitRule, key: string): Promise<boolean> {
    try {
      await this.limiter(rule).consume(normalise(key));
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }

  /** 429 when earlier calls (failures counted with tryConsume) used up the limit; counts nothing. */
  async assertNotBlocked(rule: RateLimitRule, key: string): Promise<void> {
    const state = await this.exhausted(rule, key);
    if (state) throw tooMany(rule, state);
  }

  /** Whether earlier calls used up the limit (without a 429, for limits that ask for more proof instead); counts nothing. */
  async isExhausted(rule: RateLimitRule, key: string): Promise<boolean> {
    return (await this.exhausted(rule, key)) !== null;
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule)
      .delete(normalise(key))
      .catch(() => undefined);
  }

  private async exhausted(rule: RateLimitRule, key: string): Promise<RateLimiterRes | null> {
    const state = await this.limiter(rule)
      .get(normalise(key))
      .catch(() => null);
    return state && state.remainingPoints <= 0 ? state : null;
  }

  private limiter(rule: RateLimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const keyPrefix = `${this.config.rateLimitPrefix}${rule.name}`;
      const limits = typeof rule.limits === 'function' ? rule.limits(this.config) : rule.limits;
      const opts = { points: limits.points, duration: limits.durationSeconds, blockDuration: limits.blockSeconds ?? 0 };
      limiter = new RateLimiterRedis({
        ...opts,
        storeClient: this.redis,
        keyPrefix,
        useRedisPackage: false,
        insuranceLimiter: new RateLimiterMemory({ ...opts, keyPrefix: `${keyPrefix}-mem` }),
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

function normalise(key: string): string {
  return key.trim().toLowerCase();
}

function tooMany(rule: RateLimitRule, state: RateLimiterRes): TooManyRequestsException {
  return new TooManyRequestsException(rule.message, state.msBeforeNext / 1000);
}
