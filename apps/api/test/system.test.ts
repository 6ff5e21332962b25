import request from 'supertest';
import { ConfigError, loadConfig } from '../src/config/app-config';
import type { AddressInfo } from 'node:net';
import { HealthProbes } from '../src/modules/health/health-probes';
import { serveWorkerHealth } from '../src/worker-health';
import { expectEnvelope, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

it('reports database and Redis state on /api/health', async () => {
  const res = await request(t.baseUrl).get('/api/health').expect(200);
  expect(res.body).toMatchObject({ database: 'up', redis: expect.stringMatching(/^(up|down)$/), status: expect.any(String) });
});

it('tells liveness from readiness: live without probing, ready once database, Redis and the blob store answer', async () => {
  expect((await request(t.baseUrl).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  expect((await request(t.baseUrl).get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready', database: 'up', redis: 'up', storage: 'up' });
});

it('serves the stand-alone worker’s /live and /ready on its own port, from the same probes', async () => {
  const server = await serveWorkerHealth(t.portal.app.get(HealthProbes), 0);
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await request(base).get('/live').expect(200)).body.status).toBe('ok');
    expect((await request(base).get('/ready').expect(200)).body).toEqual({ status: 'ready', database: 'up', redis: 'up', storage: 'up' });
    await request(base).get('/autre').expect(404);
    await request(base).post('/live').expect(405);
  } finally {
    server.close();
  }
});

it('answers not ready (503) while the blob store does not answer, and stays live', async () => {
  const other = await startTestPortal({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'absent', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' });
  try {
    expect((await request(other.baseUrl).get('/api/health/ready').expect(503)).body).toMatchObject({ status: 'not-ready', database: 'up', storage: 'down' });
    await request(other.baseUrl).get('/api/health/live').expect(200);
  } finally {
    await other.close();
  }
});

it('serves the OpenAPI document generated from the contracts', async () => {
  const res = await request(t.baseUrl).get('/api/docs/openapi.json').expect(200);
  expect(res.body.openapi).toBe('3.1.0');
  expect(Object.keys(res.body.paths)).toEqual(
    expect.arrayContaining(['/api/droits', '/api/user/dossierFavoris/{codeDossier}', '/api/collaborateur/dossier/search/{term}']),
  );
  expect(res.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['login', 'password']);
  await request(t.baseUrl).get('/api/docs/').expect(200);
});

it('answers unknown api paths with the 404 envelope', async () => {
  expectEnvelope((await request(t.baseUrl).get('/api/nexiste-pas').expect(404)).body, 404);
});

it('serves the theme chosen by THEME and its logo', async () => {
  const theme = await request(t.baseUrl).get('/api/theme').expect(200);
  expect(theme.body.name).toBe('cder');
  await request(t.baseUrl).get('/api/theme/logo').expect(200);
  const other = await startTestPortal({ THEME: 'terroirs' });
  try {
    const res = await request(other.baseUrl).get('/api/theme').expect(200);
    expect(res.body.platformName).not.toBe(theme.body.platformName);
  } finally {
    await other.close();
  }
});

it('stops on bad configuration with one message naming each variable', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'quatre', PUBLIC_URL: 'pas une url', SESSION_SECRET: 'court' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const message = (error as Error).message;
  for (const name of ['PORT', 'PUBLIC_URL', 'SESSION_SECRET']) expect(message).toContain(name);
});

it('reads TRUST_PROXY as Express does: nothing trusted by default, hops, named subnets, addresses and CIDRs', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
  expect(trust()).toBe(false);
  expect(trust('')).toBe(false);
  expect(trust('1')).toBe(1);
  expect(trust('loopback')).toEqual(['loopback']);
  expect(trust('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
  for (const bad of ['true', 'nginx', '10.0.0.0/99', '-1']) expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
});

it('reads SESSION_ABSOLUTE_HOURS in hours, decimals allowed, 12 by default', () => {
  expect(loadConfig({}).session.absoluteMs).toBe(12 * 3600_000);
  expect(loadConfig({ SESSION_ABSOLUTE_HOURS: '0.5' }).session.absoluteMs).toBe(1800_000);
  expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: '0' })).toThrow(/SESSION_ABSOLUTE_HOURS/);
});
