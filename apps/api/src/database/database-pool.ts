import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** What a pg pool says of its use: connections open, idle among them, and callers waiting for one. */
export type PoolCounts = Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/** The pg pool TypeORM queries through (its driver's `master`), read without a round trip. */
@Injectable()
export class DatabasePool {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  counts(): PoolCounts | undefined {
    return (this.ds.driver as unknown as { master?: PoolCounts }).master;
  }
}
