import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'portail.sid';
const IDLE_MS = 24 * 3600 * 1000;
/** The idle expiry in the store is pushed back at most this often per session (it was an UPDATE, and a commit, on every call). */
const TOUCH_EVERY_MS = 60_000;

/** Server-side sessions in PostgreSQL; the cookie is httpOnly, SameSite=Lax, Secure behind TLS. */
export function sessionMiddleware(config: AppConfig, pool: Pool): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    store: new (throttledTouchStore())({ pool, tableName: 'session', pruneSessionInterval: false }),
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, maxAge: IDLE_MS },
  });
}

function throttledTouchStore() {
  const PgStore = connectPgSimple(session);
  return class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();

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
