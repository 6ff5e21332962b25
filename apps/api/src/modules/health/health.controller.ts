import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { DatabaseHealth } from '../../database/database-health';
import { Endpoint } from '../../common/endpoint.decorator';
import { getHealthRoute } from '@portail/contracts';

const TIMEOUT_MS = 1500;

@Controller()
export class HealthController {
  constructor(
    private readonly database: DatabaseHealth,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 while the database answers (Redis down only degrades queued work), 503 otherwise. */
  @Endpoint(getHealthRoute)
  async health(@Res({ passthrough: true }) res: Response) {
    const [database, redis] = await Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
    const status = database === 'up' && redis === 'up' ? 'ok' : 'degraded';
    if (database === 'down') res.status(503);
    return { status, database, redis, uptimeSeconds: Math.round(process.uptime()) };
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)));
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
