/**
 * HTTP over Node's fetch, redirects followed by hand, with a cookie jar.
 *
 * Every origin the checks call is the same portal (STACK_URL, the proxy, or one of its api replicas), so the jar ignores
 * hosts: a session cookie obtained through the proxy goes with the calls made straight to a replica. Paths and expiry
 * are honoured (the OpenID Connect provider sets cookies per interaction path). `Secure` cookies are sent over plain
 * http too: the replicas are reached without TLS, behind the proxy.
 */
/* global fetch, AbortSignal -- Node's own, not modules */
import { Buffer } from 'node:buffer';
import { URL, URLSearchParams } from 'node:url';
import { CheckFailure } from './report.mjs';

const TIMEOUT_MS = 30_000;
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

let publicOrigin = null;

/** The public origin (STACK_URL): sent as `Origin` on state-changing calls, as a browser of the portal would. */
export function setPublicOrigin(url) {
  publicOrigin = new URL(url).origin;
}

export class CookieJar {
  constructor(cookies = []) {
    /** @type {{ name: string, value: string, path: string, expires: number | null, secure?: boolean }[]} */
    this.cookies = cookies.map((c) => ({ ...c }));
  }

  static from(json) {
    return new CookieJar(Array.isArray(json) ? json : []);
  }

  toJSON() {
    return this.live().map(({ name, value, path, expires, secure = false }) => ({ name, value, path, expires, secure }));
  }

  /** A cookie whatever its path (the api's are on `/`): {name, value, path, expires, secure}. */
  cookie(name) {
    return this.live().find((c) => c.name === name);
  }

  get(name) {
    return this.cookie(name)?.value;
  }

  /** Stores the response's Set-Cookie headers, received for `url`. */
  store(url, headers) {
    for (const line of headers.getSetCookie?.() ?? []) this.storeOne(new URL(url), line);
  }

  storeOne(url, line) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const cookie = { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), path: defaultPath(url.pathname), expires: null, secure: false };
    let maxAge = null;
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split('=');
      const value = rest.join('=').trim();
      switch (key.trim().toLowerCase()) {
        case 'path':
          if (value.startsWith('/')) cookie.path = value;
          break;
        case 'expires': {
          const t = Date.parse(value);
          if (!Number.isNaN(t)) cookie.expires = t;
          break;
        }
        case 'max-age':
          if (/^-?\d+$/.test(value)) maxAge = Number(value);
          break;
        case 'secure':
          cookie.secure = true;
          break;
      }
    }
    if (maxAge !== null) cookie.expires = Date.now() + maxAge * 1000;
    this.cookies = this.cookies.filter((c) => !(c.name === cookie.name && c.path === cookie.path));
    if (cookie.expires === null || cookie.expires > Date.now()) this.cookies.push(cookie);
  }

  /** The Cookie header for a request to `url` (longest paths first), or undefined. */
  header(url) {
    const path = new URL(url).pathname;
    const matching = this.live()
      .filter((c) => pathMatches(path, c.path))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  live() {
    const now = Date.now();
    return this.cookies.filter((c) => c.expires === null || c.expires > now);
  }
}

function defaultPath(pathname) {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}

function pathMatches(requestPath, cookiePath) {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/**
 * A session with the portal: its cookies and the CSRF token the api expects in `x-csrf-token` on every call that is
 * not GET/HEAD/OPTIONS (apps/api/src/modules/auth/csrf.middleware.ts: a synchronizer token kept in the session).
 */
export class Session {
  constructor(jar = new CookieJar(), csrf = null) {
    this.jar = jar;
    this.csrf = csrf;
  }

  static from(json) {
    return new Session(CookieJar.from(json?.cookies), json?.csrf ?? null);
  }

  toJSON() {
    return { cookies: this.jar.toJSON(), csrf: this.csrf };
  }
}

/**
 * One call. `origin` is STACK_URL or a replica's origin; `path` may also be an absolute URL (a redirect's Location).
 * Options: method, session, json (body), form (URL-encoded body), formData, headers, timeoutMs.
 * Resolves with the status, headers, final URL and the whole body (bytes, text(), json()); redirects are not followed.
 */
export async function request(origin, path, options = {}) {
  const { method = 'GET', session, json, form, formData, timeoutMs = TIMEOUT_MS } = options;
  const url = new URL(path, origin).toString();
  const headers = { accept: 'application/json, text/html;q=0.9, */*;q=0.8', ...options.headers };
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (formData !== undefined) {
    body = formData;
  }
  if (session) {
    const cookie = session.jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (!SAFE.has(method) && session.csrf) headers['x-csrf-token'] = session.csrf;
  }
  if (!SAFE.has(method) && publicOrigin) headers.origin = publicOrigin;
  const res = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (session) session.jar.store(url, res.headers);
  return new Reply(method, url, res.status, res.headers, bytes);
}

export class Reply {
  constructor(method, url, status, headers, bytes) {
    this.method = method;
    this.url = url;
    this.status = status;
    this.headers = headers;
    this.bytes = bytes;
  }

  text() {
    return this.bytes.toString('utf8');
  }

  json() {
    try {
      return JSON.parse(this.text());
    } catch {
      throw new CheckFailure(`${this.summary()}: réponse qui n'est pas du JSON`);
    }
  }

  /** `GET https://…/api/x → 403 MODULE_INTERDIT « message »`: for failure details. */
  summary() {
    let detail = '';
    const type = this.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      try {
        const body = JSON.parse(this.text());
        detail = [body.code, body.message && `« ${body.message} »`].filter(Boolean).join(' ');
      } catch {
        /* the raw text below */
      }
    }
    if (!detail && this.bytes.length && !type.includes('pdf')) detail = this.text().replace(/\s+/g, ' ').slice(0, 160);
    const location = this.headers.get('location') ? ` → ${this.headers.get('location')}` : '';
    return `${this.method} ${this.url} → ${this.status}${location}${detail ? ` ${detail}` : ''}`;
  }

  /** Throws a CheckFailure unless the status is one of `statuses`. */
  expectStatus(...statuses) {
    if (!statuses.includes(this.status)) throw new CheckFailure(`${this.summary()} (attendu ${statuses.join(' ou ')})`);
    return this;
  }
}

/** A call that must answer 2xx: its JSON body (or the Reply for a body that is not JSON). */
export async function callJson(origin, path, options = {}, ...statuses) {
  const res = await request(origin, path, options);
  res.expectStatus(...(statuses.length ? statuses : [200]));
  return res.status === 204 ? null : res.json();
}
