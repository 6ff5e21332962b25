import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@portail/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

/**
 * Counts failed sign-ins per login, whether the account exists or not, and every attempt per
 * address; Redis keeps the counts across replicas, memory takes over while Redis is down.
 */
@Injectable()
export class LoginThrottleService {
  private readonly limiter: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const block = { duration: config.login.blockSeconds, blockDuration: config.login.blockSeconds };
    this.limiter = limiterFor(redis, 'login-fail', { ...block, points: config.login.maxFailures });
    this.perAddress = limiterFor(redis, 'login-ip', { ...block, points: config.login.maxPerAddress });
  }

  async assertAllowed(login: string, address: string): Promise<void> {
    const state = await this.limiter.get(key(login)).catch(() => null);
    if (state && state.remainingPoints <= 0) throw tooMany(state);
    try {
      await this.perAddress.consume(address);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooMany(e);
    }
  }

  async recordFailure(login: string): Promise<void> {
    try {
      await this.limiter.consume(key(login));
    } catch (e) {
      if (e instanceof RateLimiterRes) return;
      throw e;
    }
  }

  async reset(login: string): Promise<void> {
    await this.limiter.delete(key(login)).catch(() => undefined);
  }
}

function limiterFor(redis: Redis, keyPrefix: string, opts: { points: number; duration: number; blockDuration: number }): RateLimiterRedis {
  return new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory({ ...opts, keyPrefix: `${keyPrefix}-mem` }) });
}

function key(login: string): string {
  return login.trim().toLowerCase();
}

function tooMany(state: RateLimiterRes): AppException {
  const ex = new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: Messages.tooManyAttempts, displayable: true });
  Object.assign(ex, { retryAfter: Math.ceil(state.msBeforeNext / 1000) });
  return ex;
}
