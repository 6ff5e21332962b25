import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue, isSecure } from '../auth/session-cookie';

export const BROWSER_COOKIE = 'portail.appareil';
/** Browsers cap a cookie's life at 400 days. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/**
 * A long-lived signed cookie naming the browser: a sign-in from a browser the account never used is mailed to the
 * member, and a browser may be remembered to skip the second factor. The database keeps only a keyed hash of the
 * id, so neither a copy of the table nor a forged cookie stands for a remembered browser.
 */
export class BrowserCookie {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** The browser id of the request, or null when absent or not signed by us. */
  read(req: Request): string | null {
    const value = cookieValue(req.headers.cookie, BROWSER_COOKIE);
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 1) return null;
    const id = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(`navigateur:${id}`));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** The id of the request's browser, a new one (sent with the answer) when it has none. */
  ensure(req: Request, res: Response): string {
    const known = this.read(req);
    if (known) return known;
    const id = randomBytes(18).toString('base64url');
    if (this.secure && !isSecure(req)) return id;
    const cookie = `${BROWSER_COOKIE}=${id}.${this.mac(`navigateur:${id}`)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly${this.secure ? '; Secure' : ''}; SameSite=Lax`;
    const previous = res.getHeader('Set-Cookie');
    res.setHeader('Set-Cookie', previous === undefined ? cookie : [...(Array.isArray(previous) ? previous : [String(previous)]), cookie]);
    return id;
  }

  /** What the database keeps of a browser id. */
  fingerprint(id: string): string {
    return this.mac(`empreinte:${id}`);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}
