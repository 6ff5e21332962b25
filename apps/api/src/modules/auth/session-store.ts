import type { Pool } from 'pg';

export interface SessionReadOptions {
  /** SQL true while the user of a session (an SQL json expression, null for an anonymous session) may still use it. */
  userActiveSql: (user: string) => string;
  /** A value read in the same query as every session, and what to do with it (the rights epoch). */
  alongside?: { sql: string; observe(value: unknown): void };
}

/** A session as stored: its data as JSON text (what it is compared with to know whether a call changed it) and its expiry. */
export interface StoredSession {
  text: string;
  expiresAt: number;
}

/**
 * The sessions table (sid, sess json, expire). Reading a session also checks its account is still active
 * (`userActiveSql`), in the same query: the session of a deactivated account is deleted and the call goes on
 * anonymous, on every replica from its next call. Expiries are written and compared as epoch times, so the
 * database's time zone plays no part.
 */
export class PgSessionStore {
  private readonly read: { name: string; text: string };

  constructor(
    private readonly pool: Pool,
    private readonly options: SessionReadOptions,
  ) {
    // A named statement: parsed once per connection.
    this.read = {
      name: 'portail-session-read',
      text: `SELECT s.sess::text AS sess, extract(epoch FROM s.expire::timestamptz) * 1000 AS expires_at,
        ${options.userActiveSql("(s.sess->'user')")} AS active, ${options.alongside?.sql ?? 'NULL'} AS alongside
        FROM "session" s WHERE s.sid = $1 AND s.expire >= to_timestamp($2 / 1000.0)`,
    };
  }

  async get(sid: string): Promise<StoredSession | null> {
    const { rows } = await this.pool.query<{ sess: string; expires_at: string; active: boolean; alongside: unknown }>({
      ...this.read,
      values: [sid, Date.now()],
    });
    const row = rows[0];
    if (!row) return null;
    this.options.alongside?.observe(row.alongside);
    if (row.active) return { text: row.sess, expiresAt: Number(row.expires_at) };
    await this.destroy(sid);
    return null;
  }

  async set(sid: string, text: string, expiresAt: number): Promise<void> {
    await this.pool.query({
      name: 'portail-session-write',
      text: `INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, to_timestamp($3 / 1000.0))
        ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire`,
      values: [sid, text, expiresAt],
    });
  }

  async destroy(sid: string): Promise<void> {
    await this.pool.query({ name: 'portail-session-delete', text: 'DELETE FROM "session" WHERE sid = $1', values: [sid] });
  }
}
