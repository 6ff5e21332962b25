import { createHmac, timingSafeEqual } from 'node:crypto';

const VALID_MS = 7 * 24 * 3600 * 1000;

/** The signed token of a new-device mail's link: which person's session, valid 7 days, no row kept. */
export function endSessionToken(secret: string, guidPersonne: string, publicId: string, now = Date.now()): string {
  const body = `${guidPersonne}.${publicId}.${Math.floor((now + VALID_MS) / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

export type EndSessionClaim = { guidPersonne: string; publicId: string } | 'invalid' | 'expired';

export function readEndSessionToken(secret: string, token: string, now = Date.now()): EndSessionClaim {
  const parts = token.split('.');
  if (parts.length !== 4) return 'invalid';
  const [guidPersonne, publicId, expires, signature] = parts;
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, `${guidPersonne}.${publicId}.${expires}`));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : { guidPersonne, publicId };
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`fin-session:${body}`).digest('base64url');
}
