import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'portail.sid';
const IDLE_MS = 24 * 3600 * 1000;
/** The idle expiry in the store is pushed back at most this often per session (it was an UPDATE, and a commit, on every call). */
const TOUCH_EVERY_MS = 60_000;

/** SQL true while the user of a session (an SQL json expression, null for an anonymous session) may still use it. */
export type SessionUserActiveSql = (user: string) => string;

/**
 * Server-side sessions in PostgreSQL; the cookie is httpOnly, SameSite=Lax, Secure behind TLS. Reading a
 * session also checks its account is still active (`userActiveSql`), in the same query: the session of a
 * deactivated account is deleted and the call goes on anonymous, on every replica from its next call.
 */
export function sessionMiddleware(config: AppConfig, pool: Pool, userActiveSql: SessionUserActiveSql): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    store: new (portalSessionStore(pool, userActiveSql))({ pool, tableName: 'session', pruneSessionInterval: false }),
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, maxAge: IDLE_MS },
  });
}

function portalSessionStore(pool: Pool, userActiveSql: SessionUserActiveSql) {
  const PgStore = connectPgSimple(session);
  // A named statement: parsed once per connection. The expiry is compared with this process's clock, as connect-pg-simple does.
  const read = {
    name: 'portail-session-read',
    text: `SELECT s.sess, ${userActiveSql("(s.sess->'user')")} AS active FROM "session" s WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
  };
  return class PortalSessionStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();

    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void): void {
      pool.query<{ sess: session.SessionData; active: boolean }>({ ...read, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
        ({ rows: [row] }) => {
          if (!row) return done(null, null);
          if (row.active) return done(null, row.sess);
          this.destroy(sid, (err) => done(err, null));
        },
        (err: unknown) => done(err),
      );
    }

    override touch(sid: string, sess: session.SessionData, done?: () => void): void {
      const now = Date.now();
      if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_EVERY_MS) return done?.();
      // A bound on memory: forgetting only costs one more UPDATE per session.
      if (this.touchedAt.size >= 100_000) this.touchedAt.clear();
      this.touchedAt.set(sid, now);
      super.touch(sid, sess, done);
    }

    override destroy(sid: string, done?: (err?: unknown) => void): void {
      this.touchedAt.delete(sid);
      super.destroy(sid, done);
    }
  };
}
