import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE = 'portail.sid';

/** Server-side sessions in PostgreSQL; the cookie is httpOnly, SameSite=Lax, Secure behind TLS. */
export function sessionMiddleware(config: AppConfig, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    store: new PgStore({ pool, tableName: 'session', pruneSessionInterval: false }),
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.secure, maxAge: 24 * 3600 * 1000 },
  });
}
