import type { Request, Response } from 'express';
import { SessionCookie } from './session-cookie';

const SECRET = 'un-secret-de-test-assez-long';
// Written by express-session (cookie-signature 1.2) for the id 'abcDEF123_-xyz' and SECRET.
const EXPRESS_SESSION_COOKIE = 's%3AabcDEF123_-xyz.Kv%2Fz%2FiBISbE8rha0P0EQWvTVEL7d0KJwJ7IpGdUBteE';

const request = (cookie?: string, headers: Record<string, string> = {}, encrypted = false) =>
  ({ headers: { ...(cookie === undefined ? {} : { cookie }), ...headers }, socket: { encrypted } }) as unknown as Request;

function response() {
  const headers = new Map<string, unknown>();
  return {
    res: {
      getHeader: (n: string) => headers.get(n.toLowerCase()),
      setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v),
    } as unknown as Response,
    setCookie: () => headers.get('set-cookie'),
  };
}

it('reads the session id of a cookie express-session signed, among other cookies', () => {
  const cookie = new SessionCookie(SECRET, false);
  expect(cookie.read(request(`theme=clair; portail.sid=${EXPRESS_SESSION_COOKIE}; autre=1`))).toBe('abcDEF123_-xyz');
});

it('refuses a missing, unsigned, tampered, foreign-secret or badly encoded cookie', () => {
  const cookie = new SessionCookie(SECRET, false);
  expect(cookie.read(request())).toBeNull();
  expect(cookie.read(request('portail.sid=abcDEF123_-xyz'))).toBeNull();
  expect(cookie.read(request(`portail.sid=${EXPRESS_SESSION_COOKIE.replace('abc', 'abd')}`))).toBeNull();
  expect(cookie.read(request(`portail.sid=${EXPRESS_SESSION_COOKIE.slice(0, -2)}`))).toBeNull();
  expect(new SessionCookie('un-autre-secret-tout-aussi-long', false).read(request(`portail.sid=${EXPRESS_SESSION_COOKIE}`))).toBeNull();
  expect(cookie.read(request('portail.sid=%E0%A4%A'))).toBeNull();
});

it('writes a cookie it reads back, httpOnly, SameSite=Lax, with the expiry, after the cookies already set', () => {
  const cookie = new SessionCookie(SECRET, false);
  const { res, setCookie } = response();
  res.setHeader('Set-Cookie', 'autre=1');
  const expiresAt = Date.UTC(2026, 10, 25, 10, 0, 0);
  cookie.write(request(), res, 'abcDEF123_-xyz', expiresAt);
  const [other, written] = setCookie() as string[];
  expect(other).toBe('autre=1');
  expect(written).toBe(`portail.sid=${EXPRESS_SESSION_COOKIE}; Path=/; Expires=Wed, 25 Nov 2026 10:00:00 GMT; HttpOnly; SameSite=Lax`);
  expect(cookie.read(request(written.split(';')[0]))).toBe('abcDEF123_-xyz');
});

it('sends a Secure cookie only over TLS or when a proxy says https', () => {
  const cookie = new SessionCookie(SECRET, true);
  const plain = response();
  cookie.write(request(), plain.res, 'abc', Date.now());
  expect(plain.setCookie()).toBeUndefined();
  const proxied = response();
  cookie.write(request(undefined, { 'x-forwarded-proto': 'https' }), proxied.res, 'abc', Date.now());
  expect(String(proxied.setCookie())).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  const tls = response();
  cookie.write(request(undefined, {}, true), tls.res, 'abc', Date.now());
  expect(String(tls.setCookie())).toMatch(/Secure/);
});
