import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Pool } from 'pg';
import type { SessionUser } from '@portail/contracts';
import type { AppConfig } from '../../config/app-config';
import { SessionCookie } from './session-cookie';
import { PgSessionStore, type SessionReadOptions, type StoredSession } from './session-store';

export { SESSION_COOKIE } from './session-cookie';

export const IDLE_MS = 24 * 3600 * 1000;
/** The idle expiry (store and cookie) is pushed back at most this often per session, not on every call. */
const REFRESH_EVERY_MS = 60_000;

/** What a session holds; other keys are kept too (passport's OpenID Connect state). */
export interface SessionData {
  user?: SessionUser;
  /** Sign-in time (ms since epoch): the start of the absolute lifetime. */
  signedInAt?: number;
  csrfToken?: string;
  returnUrl?: string;
  /** Set by a sign-in with the right password on an account not yet activated: what the resend of the link may act on. */
  pendingActivation?: { compteId: string; until: number };
  /** Set by a sign-in with the right password that must end with a second factor (or set one up): not signed in yet. */
  secondFactor?: PendingSecondFactor;
  /** Who opened the session, for the member's list of sessions. */
  client?: { userAgent: string; address: string };
}

export interface PendingSecondFactor {
  user: SessionUser;
  compteId: string;
  until: number;
  /** The firm requires a second factor the member has not set up: the setup comes first. */
  setup: boolean;
}

const STATE = Symbol('session');

interface State {
  store: PgSessionStore;
  id: string;
  expiresAt: number;
  /** The data as last stored (JSON text); null while never stored. */
  stored: string | null;
  /** The expiry rolled since the session was last stored. */
  rolled: boolean;
  /** The expiry changed: the cookie goes out again with it. */
  sendCookie: boolean;
  destroyed: boolean;
}

/**
 * The session of a call: its data are the object's own keys; the store is written when the call changed
 * them, before the answer leaves. A session never given data is never stored (no cookie for anonymous visits).
 */
export class PortalSession implements SessionData {
  declare user?: SessionUser;
  declare signedInAt?: number;
  declare csrfToken?: string;
  declare returnUrl?: string;
  declare pendingActivation?: { compteId: string; until: number };
  declare secondFactor?: PendingSecondFactor;
  declare client?: { userAgent: string; address: string };
  declare private readonly [STATE]: State;

  constructor(store: PgSessionStore, stored?: { id: string } & StoredSession) {
    Object.defineProperty(this, STATE, {
      value: {
        store,
        id: stored?.id ?? newId(),
        expiresAt: stored?.expiresAt ?? Date.now() + IDLE_MS,
        stored: stored?.text ?? null,
        rolled: false,
        sendCookie: !stored,
        destroyed: false,
      },
    });
    if (stored) {
      const data = JSON.parse(stored.text) as Record<string, unknown>;
      // The cookie copy that express-session kept in the data: the expiry is the store's.
      delete data.cookie;
      Object.assign(this, data);
      if (Date.now() + IDLE_MS - stored.expiresAt >= REFRESH_EVERY_MS) this.roll();
    }
  }

  get id(): string {
    return this[STATE].id;
  }

  /** A new id and no data: the old session is removed from the store (sign-in, end of the absolute lifetime). */
  async regenerate(): Promise<void> {
    const state = this[STATE];
    if (state.stored !== null) await state.store.destroy(state.id);
    this.clear();
    Object.assign(state, { id: newId(), stored: null, destroyed: false });
    this.roll();
  }

  /** Removed from the store; the call goes on with no data, and nothing is stored for it any more. */
  async destroy(): Promise<void> {
    const state = this[STATE];
    await state.store.destroy(state.id);
    this.clear();
    state.destroyed = true;
  }

  /** Stores the data now (the answer would otherwise store them when it leaves). */
  save(): Promise<void> {
    return this.write(JSON.stringify(this));
  }

  private async write(text: string): Promise<void> {
    const state = this[STATE];
    await state.store.set(state.id, text, state.expiresAt);
    state.stored = text;
    state.rolled = false;
  }

  /** Whether the answer must carry the cookie: a new id or expiry, for a session that has or will have data. */
  get needsCookie(): boolean {
    const state = this[STATE];
    return !state.destroyed && state.sendCookie && (state.stored !== null || JSON.stringify(this) !== '{}');
  }

  get expiresAt(): number {
    return this[STATE].expiresAt;
  }

  /** The store write the end of the call needs, if any. */
  pendingWrite(): Promise<void> | null {
    const state = this[STATE];
    if (state.destroyed) return null;
    const text = JSON.stringify(this);
    if (state.stored === null ? text === '{}' : text === state.stored && !state.rolled) return null;
    return this.write(text);
  }

  private roll(): void {
    const state = this[STATE];
    state.expiresAt = Date.now() + IDLE_MS;
    state.sendCookie = true;
    state.rolled = true;
  }

  private clear(): void {
    for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key];
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      session: PortalSession;
    }
  }
}

/**
 * Server-side sessions in PostgreSQL (table `session`), read with one query per call. The idle expiry rolls
 * with activity, at most once a minute: then the store and the cookie get the new expiry together.
 */
export function sessionMiddleware(config: AppConfig, pool: Pool, read: SessionReadOptions): RequestHandler {
  const store = new PgSessionStore(pool, read);
  const cookie = new SessionCookie(config.session.secret, config.session.secure);
  return (req: Request, res: Response, next: NextFunction) => {
    const sid = cookie.read(req);
    if (!sid) return attach(req, res, new PortalSession(store), cookie, next);
    store.get(sid).then((stored) => attach(req, res, new PortalSession(store, stored ? { id: sid, ...stored } : undefined), cookie, next), next);
  };
}

function attach(req: Request, res: Response, session: PortalSession, cookie: SessionCookie, next: NextFunction): void {
  req.session = session;
  const writeHead = res.writeHead as (...args: unknown[]) => Response;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (req.session.needsCookie) cookie.write(req, res, req.session.id, req.session.expiresAt);
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  const end = res.end as (...args: unknown[]) => Response;
  res.end = function (this: Response, ...args: unknown[]) {
    const write = req.session.pendingWrite();
    if (!write) return end.apply(this, args);
    // A failed write loses the change, not the answer.
    const finish = () => void end.apply(this, args);
    write.then(finish, finish);
    return this;
  } as Response['end'];
  next();
}

/** The id a session is shown and ended by: a hash of its cookie's id, which never leaves the cookie. */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session:${sid}`).digest('base64url').slice(0, 32);
}

function newId(): string {
  return randomBytes(24).toString('base64url');
}
