import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SessionData } from '../session';

export interface StoredSessionRow {
  sid: string;
  data: SessionData;
  expiresAt: Date;
}

/** The sessions table (written by `modules/auth/session-store.ts`), which has no entity. */
@Injectable()
export class SessionStoreRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async deleteExpired(): Promise<number> {
    const [, count]: [unknown, number] = await this.ds.query('DELETE FROM "session" WHERE "expire" < now()');
    return count;
  }

  /** The person's live sessions, newest activity first. */
  async liveOf(guidPersonne: string): Promise<StoredSessionRow[]> {
    const rows: { sid: string; sess: SessionData; expire: Date }[] = await this.ds.query(
      `SELECT sid, sess, expire FROM "session" WHERE sess->'user'->>'guidPersonne' = $1 AND expire >= now() ORDER BY expire DESC`,
      [guidPersonne],
    );
    return rows.map((r) => ({ sid: r.sid, data: r.sess, expiresAt: new Date(r.expire) }));
  }

  /** Ends one session of the person; false when it was not theirs or already ended. */
  async endOf(guidPersonne: string, sid: string, tx: EntityManager = this.ds.manager): Promise<boolean> {
    // A DELETE answers [rows, count] through TypeORM.
    const [, count]: [unknown, number] = await tx.query(`DELETE FROM "session" WHERE sid = $1 AND sess->'user'->>'guidPersonne' = $2`, [sid, guidPersonne]);
    return count > 0;
  }

  /** Ends the person's sessions inside the caller's transaction, except the one given. */
  async revokeOf(tx: EntityManager, guidPersonne: string, exceptSid?: string): Promise<number> {
    const [, count]: [unknown, number] = await tx.query(`DELETE FROM "session" WHERE sess->'user'->>'guidPersonne' = $1 AND sid <> $2`, [
      guidPersonne,
      exceptSid ?? '',
    ]);
    return count;
  }
}
