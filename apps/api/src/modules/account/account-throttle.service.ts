import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AccountMessages, ErrorCode } from '@portail/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

/** Limits of the account endpoints; "perAddress" ones use ACCOUNT_MAX_PER_ADDRESS per 15 minutes. */
const RULES = {
  checkPerAddress: { perAddress: true, duration: 900 },
  registerPerAddress: { perAddress: true, duration: 900 },
  activatePerAddress: { perAddress: true, duration: 900 },
  guidPerAddress: { perAddress: true, duration: 900 },
  guidPerEmail: { points: 5, duration: 900 },
  registerFailuresPerCode: { points: 5, duration: 900 },
  pwdforgotPerAddress: { perAddress: true, duration: 900 },
  resetPerAddress: { perAddress: true, duration: 900 },
  breachPerAddress: { points: 120, duration: 60 },
  confirmMailPerAddress: { perAddress: true, duration: 900 },
} as const;
export type ThrottleRule = keyof typeof RULES;

/**
 * Rate limits of the unauthenticated account endpoints (architecture.md §4); limits per account
 * count the secrets already issued (JetonService.countRecent).
 * Counts live in Redis across replicas; memory takes over while Redis is down.
 */
@Injectable()
export class AccountThrottle {
  private readonly limiters = new Map<ThrottleRule, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one call; 429 beyond the limit. */
  async consume(rule: ThrottleRule, key: string): Promise<void> {
    try {
      await this.limiter(rule).consume(normalise(key));
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(e);
      throw e;
    }
  }

  /** Counts one call; false beyond the limit. */
  async tryConsume(rule: ThrottleRule, key: string): Promise<boolean> {
    try {
      await this.limiter(rule).consume(normalise(key));
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) return false;
      throw e;
    }
  }

  /** 429 when earlier failures used up the limit; failures are counted by recordFailure. */
  async assertNotBlocked(rule: ThrottleRule, key: string): Promise<void> {
    const state = await this.limiter(rule).get(normalise(key)).catch(() => null);
    if (state && state.remainingPoints <= 0) throw tooMany(state);
  }

  async recordFailure(rule: ThrottleRule, key: string): Promise<void> {
    await this.tryConsume(rule, key);
  }

  private limiter(rule: ThrottleRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule);
    if (!limiter) {
      const spec = RULES[rule];
      const points = 'perAddress' in spec ? this.config.account.maxPerAddress : spec.points;
      const opts = { points, duration: spec.duration, blockDuration: spec.duration };
      const keyPrefix = `${this.config.queuePrefix}:compte:${rule}`;
      limiter = new RateLimiterRedis({
        ...opts,
        storeClient: this.redis,
        keyPrefix,
        useRedisPackage: false,
        insuranceLimiter: new RateLimiterMemory({ ...opts, keyPrefix: `${keyPrefix}-mem` }),
      });
      this.limiters.set(rule, limiter);
    }
    return limiter;
  }
}

function normalise(key: string): string {
  return key.trim().toLowerCase();
}

function tooMany(state: RateLimiterRes): AppException {
  const ex = new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: AccountMessages.tooManyRequests, displayable: true });
  Object.assign(ex, { retryAfter: Math.ceil(state.msBeforeNext / 1000) });
  return ex;
}
