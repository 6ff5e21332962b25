import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { REDIS } from '../redis/redis.module';

const WINDOW_SECONDS = 15 * 60;
const TOO_MANY = 'Trop de demandes depuis votre adresse. Veuillez réessayer dans quelques minutes.';

/** Limits the public invitation calls per client address (architecture.md §4); memory while Redis is down. */
@Injectable()
export class InvitationThrottle {
  private readonly reads: RateLimiterRedis;
  private readonly signUps: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.reads = limiter(redis, `${config.queuePrefix}:invitation-lecture`, 300);
    this.signUps = limiter(redis, `${config.queuePrefix}:invitation-inscription`, 20);
  }

  read(address: string): Promise<void> {
    return consume(this.reads, address);
  }

  signUp(address: string): Promise<void> {
    return consume(this.signUps, address);
  }
}

function limiter(redis: Redis, keyPrefix: string, points: number): RateLimiterRedis {
  const opts = { points, duration: WINDOW_SECONDS };
  return new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix, useRedisPackage: false, insuranceLimiter: new RateLimiterMemory({ ...opts, keyPrefix: `${keyPrefix}-mem` }) });
}

async function consume(l: RateLimiterRedis, address: string): Promise<void> {
  try {
    await l.consume(address);
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    const ex = new AppException(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message: TOO_MANY, displayable: true });
    throw Object.assign(ex, { retryAfter: Math.ceil(e.msBeforeNext / 1000) });
  }
}
