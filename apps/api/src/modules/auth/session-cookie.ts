import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'portail.sid';

/**
 * The session cookie: `s:<id>.<HMAC-SHA256 in base64 without padding>`, URL-encoded, the format of
 * express-session and cookie-signature, so the sessions opened before this code stay valid. httpOnly,
 * SameSite=Lax, Secure when PUBLIC_URL is https (then only sent over a secure connection, or one a proxy
 * says is https).
 */
export class SessionCookie {
  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {}

  /** The session id of the request's cookie, or null when absent, malformed or not signed with the secret. */
  read(req: Request): string | null {
    const value = cookieValue(req.headers.cookie, SESSION_COOKIE);
    if (!value?.startsWith('s:')) return null;
    const dot = value.lastIndexOf('.');
    if (dot < 2) return null;
    const sid = value.slice(2, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.signature(sid));
    return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
  }

  /** Adds the cookie of this session id and expiry to the response's Set-Cookie, unless it must not travel in clear. */
  write(req: Request, res: Response, sid: string, expiresAt: number): void {
    if (this.secure && !isSecure(req)) return;
    const value = encodeURIComponent(`s:${sid}.${this.signature(sid)}`);
    const cookie = `${SESSION_COOKIE}=${value}; Path=/; Expires=${new Date(expiresAt).toUTCString()}; HttpOnly${this.secure ? '; Secure' : ''}; SameSite=Lax`;
    const previous = res.getHeader('Set-Cookie');
    res.setHeader('Set-Cookie', previous === undefined ? cookie : [...(Array.isArray(previous) ? previous : [String(previous)]), cookie]);
  }

  private signature(sid: string): string {
    return createHmac('sha256', this.secret).update(sid).digest('base64').replace(/=+$/, '');
  }
}

/** The first cookie of that name in a Cookie header, decoded; undefined when absent or badly encoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function isSecure(req: Request): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return typeof proto === 'string' && proto.split(',')[0].trim().toLowerCase() === 'https';
}
