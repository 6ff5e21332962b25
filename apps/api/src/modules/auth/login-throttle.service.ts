import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, Messages } from '@portail/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

/** Counts failed sign-ins per login, whether the account exists or not. */
@Injectable()
export class LoginThrottleService {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const opts = { points: config.login.maxFailures, duration: config.login.blockSeconds, blockDuration: config.login.blockSeconds };
    this.limiter = new RateLimiterRedis({
      ...opts,
      storeClient: redis,
      keyPrefix: 'login-fail',
      useRedisPackage: false,
      insuranceLimiter: new RateLimiterMemory({ ...opts, keyPrefix: 'login-fail-mem' }),
    });
  }

  async assertAllowed(login: string): Promise<void> {
    const state = await this.limiter.get(key(login)).catch(() => null);
    if (state && state.remainingPoints <= 0) throw tooMany(state);
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

function key(login: string): string {
  return login.trim().toLowerCase();
}

function tooMany(state: RateLimiterRes): AppException {
  const ex = new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: Messages.tooManyAttempts, displayable: true });
  Object.assign(ex, { retryAfter: Math.ceil(state.msBeforeNext / 1000) });
  return ex;
}
