import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The express-session table (connect-pg-simple), which has no entity. */
@Injectable()
export class SessionStoreRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async deleteExpired(): Promise<number> {
    const result: unknown[] = await this.ds.query('DELETE FROM "session" WHERE "expire" < now() RETURNING sid');
    return Array.isArray(result) ? result.length : 0;
  }
}
