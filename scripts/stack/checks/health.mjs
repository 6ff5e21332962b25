/** Probes (packages/contracts/src/health/health.routes.ts) and the web app's page with its HSTS header. */
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { callJson, request } from './http.mjs';
import { describe, expect, noted } from './report.mjs';

/** GET /api/health/live: 200 {status: 'ok'}. */
export async function expectLive(origin) {
  const body = await callJson(origin, '/api/health/live');
  expect(body.status === 'ok', `GET /api/health/live : ${JSON.stringify(body)}`);
}

/** GET /api/health/ready: 200 {status: 'ready', database, redis, storage all 'up'}. */
export async function expectReady(origin) {
  const res = await request(origin, '/api/health/ready');
  const body = res.status === 200 || res.status === 503 ? res.json() : null;
  const expected = { status: 'ready', database: 'up', redis: 'up', storage: 'up' };
  const ok = res.status === 200 && Object.entries(expected).every(([k, v]) => body?.[k] === v);
  expect(ok, () => `GET /api/health/ready → ${res.status} ${body ? JSON.stringify(body) : res.summary()}`);
}

/** GET /: the web app's HTML; over https with a Strict-Transport-Security header. Returns the header (or a note). */
export async function expectWebApp(origin) {
  const res = await request(origin, '/', { headers: { accept: 'text/html' } });
  res.expectStatus(200);
  expect((res.headers.get('content-type') ?? '').includes('text/html'), `GET / : content-type ${res.headers.get('content-type')}`);
  expect(/<div id="root"|<script[^>]+type="module"/i.test(res.text()), `GET / : pas la page de l'application web (${res.text().slice(0, 120)})`);
  if (new URL(origin).protocol !== 'https:') return 'http : pas de HSTS attendu';
  const hsts = res.headers.get('strict-transport-security');
  expect(hsts && /max-age=\d*[1-9]/.test(hsts), `GET / sans Strict-Transport-Security (${hsts ?? 'absent'})`);
  return hsts;
}

/** Readiness through the proxy, waited for up to `timeoutMs` (the stack may still be starting). */
export async function waitReady(stack, timeoutMs = 90_000) {
  const start = Date.now();
  let last;
  while (Date.now() - start < timeoutMs) {
    try {
      await expectLive(stack);
      await expectReady(stack);
      return noted(null, `après ${((Date.now() - start) / 1000).toFixed(1)} s`);
    } catch (e) {
      last = describe(e);
      await sleep(2000);
    }
  }
  expect(false, `pas prête en ${timeoutMs / 1000} s : ${last}`);
}
