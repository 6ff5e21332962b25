import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'portail.sid';
const IDLE_MS = 24 * 3600 * 1000;
/**
 * The idle expiry (store and cookie) is pushed back at most this often per session: it was an UPDATE, and a
 * signed Set-Cookie, on every call.
 */
const REFRESH_EVERY_MS = 60_000;

export interface SessionReadOptions {
  /** SQL true while the user of a session (an SQL json expression, null for an anonymous session) may still use it. */
  userActiveSql: (user: string) => string;
  /** A value read in the same query as every session, and what to do with it (the rights epoch). */
  alongside?: { sql: string; observe(value: unknown): void };
}

/**
 * Server-side sessions in PostgreSQL; the cookie is httpOnly, SameSite=Lax, Secure behind TLS. Reading a
 * session also checks its account is still active (`userActiveSql`), in the same query: the session of a
 * deactivated account is deleted and the call goes on anonymous, on every replica from its next call.
 */
export function sessionMiddleware(config: AppConfig, pool: Pool, read: SessionReadOptions): RequestHandler[] {
  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    resave: false,
    saveUninitialized: false,
    // Not on every response: refreshIdleExpiry rolls the cookie with the store, once a minute at most.
    rolling: false,
    proxy: true,
    store: new (portalSessionStore(pool, read))({ pool, tableName: 'session', pruneSessionInterval: false }),
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, maxAge: IDLE_MS },
  });
  return [sessions, refreshIdleExpiry];
}

/**
 * The idle expiry rolls with activity: once the stored session is more than a minute old, the call changes it
 * (`refreshedAt`), so express-session saves it with a new expiry and sends the cookie again with the same one.
 */
function refreshIdleExpiry(req: Request, _res: Response, next: NextFunction): void {
  const expires = req.session?.cookie.expires;
  if (expires && IDLE_MS - (expires.getTime() - Date.now()) >= REFRESH_EVERY_MS) req.session.refreshedAt = Date.now();
  next();
}

function portalSessionStore(pool: Pool, { userActiveSql, alongside }: SessionReadOptions) {
  const PgStore = connectPgSimple(session);
  // A named statement: parsed once per connection. The expiry is compared with this process's clock, as connect-pg-simple does.
  const read = {
    name: 'portail-session-read',
    text: `SELECT s.sess, ${userActiveSql("(s.sess->'user')")} AS active, ${alongside?.sql ?? 'NULL'} AS alongside
      FROM "session" s WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
  };
  return class PortalSessionStore extends PgStore {
    override get(sid: string, done: (err: unknown, sess?: session.SessionData | null) => void): void {
      pool.query<{ sess: session.SessionData; active: boolean; alongside: unknown }>({ ...read, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
        ({ rows: [row] }) => {
          if (!row) return done(null, null);
          alongside?.observe(row.alongside);
          if (row.active) return done(null, row.sess);
          this.destroy(sid, (err) => done(err, null));
        },
        (err: unknown) => done(err),
      );
    }

    /** Nothing: refreshIdleExpiry saves the session, expiry included, when it is due. */
    override touch(_sid: string, _sess: session.SessionData, done?: () => void): void {
      done?.();
    }
  };
}
