import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** The sessions table (written by `modules/auth/session-store.ts`), which has no entity. */
@Injectable()
export class SessionStoreRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async deleteExpired(): Promise<number> {
    const result: unknown[] = await this.ds.query('DELETE FROM "session" WHERE "expire" < now() RETURNING sid');
    return Array.isArray(result) ? result.length : 0;
  }

  /** Ends the person's sessions inside the caller's transaction, except the one given. */
  async revokeOf(tx: EntityManager, guidPersonne: string, exceptSid?: string): Promise<void> {
    await tx.query(`DELETE FROM "session" WHERE sess->'user'->>'guidPersonne' = $1 AND sid <> $2`, [guidPersonne, exceptSid ?? '']);
  }
}
