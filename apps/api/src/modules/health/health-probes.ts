import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { BLOB_STORE, type BlobStore } from '../../common/storage/blob-store';
import { DatabaseHealth } from '../../database/database-health';

// An S3 round trip over the network can take a second under load; past 3 s the dependency is as good as down.
const TIMEOUT_MS = 3000;

export type Probe = 'up' | 'down';

/** The round trips health and readiness time, shared by the api's routes and the worker's health port. */
@Injectable()
export class HealthProbes {
  constructor(
    private readonly database: DatabaseHealth,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async basic(): Promise<{ database: Probe; redis: Probe }> {
    const [database, redis] = await Promise.all([probe(() => this.database.ping()), probe(() => this.redis.ping())]);
    return { database, redis };
  }

  async readiness(): Promise<{ ready: boolean; database: Probe; redis: Probe; storage: Probe }> {
    const [basic, storage] = await Promise.all([this.basic(), probe(async () => (await this.blobs.ping()) || Promise.reject(new Error('stockage')))]);
    return { ready: basic.database === 'up' && basic.redis === 'up' && storage === 'up', ...basic, storage };
  }
}

async function probe(check: () => Promise<unknown>): Promise<Probe> {
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
