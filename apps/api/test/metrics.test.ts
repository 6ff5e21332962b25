import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { createLogger } from '../src/common/logger';
import { metricsHandler } from '../src/common/metrics/metrics-endpoint';
import { timePrint } from '../src/common/metrics/metrics';
import { loadConfig } from '../src/config/app-config';
import { HealthProbes } from '../src/modules/health/health-probes';
import { MetricsService } from '../src/modules/metrics/metrics.service';
import { QueueName } from '../src/queue/queues';
import { startWorkers, type RunningWorkers } from '../src/queue/start-workers';
import { serveWorkerHealth } from '../src/worker-health';
import { WorkerModule } from '../src/worker.module';
import { agent, startTestPortal, type TestPortal } from './test-app';

jest.setTimeout(60_000);

const TOKEN = 'jeton-de-test-des-metriques-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample of the text (`name{labels} value`), undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m && m[1] === name && wanted.every((w) => (m[2] ?? '').split(',').includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('the api’s /metrics', () => {
  let t: TestPortal;
  let plain: TestPortal;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portail</title>');
    [t, plain] = await Promise.all([startTestPortal({ METRICS_TOKEN: TOKEN }), startTestPortal({ SERVE_WEB: 'true', WEB_DIST_DIR: dist })]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), plain?.close()]);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 without METRICS_TOKEN, never the web app’s index', async () => {
    const res = await fetch(`${plain.baseUrl}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>portail</title>');
    expect(await (await fetch(`${plain.baseUrl}/mes-dossiers`)).text()).toContain('<title>portail</title>');
  });

  it('answers 401 without the token or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer autre-jeton-de-test-0123456789' }, { authorization: TOKEN }]) {
      const res = await fetch(`${t.baseUrl}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('portail_');
    }
  });

  it('counts and times calls by their declared route and status, never by the URL', async () => {
    const before = await (await fetch(`${t.baseUrl}/metrics`, { headers: bearer })).text();
    const route = { method: 'GET', route: '/api/AbonnementDossier/:codeDossier/mandat/pdf', status: '401' };
    expect((await fetch(`${t.baseUrl}/api/AbonnementDossier/010001/mandat/pdf`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/AbonnementDossier/010002/mandat/pdf`)).status).toBe(401);
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'portail_http_requests_total', route)).toBe((sample(before, 'portail_http_requests_total', route) ?? 0) + 2);
    expect(sample(text, 'portail_http_request_duration_seconds_count', route)).toBe(2);
    expect(text).not.toMatch(/route="[^"]*0100\d\d/);
  });

  it('exposes queue depth, outbox lag, pool use, print durations and sign-in refusals', async () => {
    const queue = testQueue(t, QueueName.Mail);
    await queue.add('send-mail', {}, { delay: 600_000, jobId: 'metrics-delayed' });
    // A row the dispatcher cannot claim (locked here) and that waited 90 s: the lag reads it all the same.
    const runner = t.ds.createQueryRunner();
    await t.ds.query(
      `INSERT INTO outbox (id, queue, job_name, payload, job_id, created_at) VALUES (gen_random_uuid(), 'mail', 'send-mail', '{}', 'metrics-lag', now() - interval '90 seconds')`,
    );
    await runner.startTransaction();
    await runner.query(`SELECT id FROM outbox WHERE job_id = 'metrics-lag' FOR UPDATE`);
    try {
      const a = await agent(t.baseUrl);
      await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'personne@inconnue.fr', password: 'mauvais' }).expect(401);
      await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'gerant.multi@exemple.fr', password: 'mauvais' }).expect(401);
      await timePrint('plan-action', async () => undefined);
      // Queues and outbox are read every few seconds; the test does not wait for the next reading.
      await t.portal.app.get(MetricsService).refresh();
      const text = await (await fetch(`${t.baseUrl}/metrics`, { headers: bearer })).text();
      expect(sample(text, 'portail_queue_jobs', { queue: 'mail', state: 'delayed' })).toBe(1);
      expect(sample(text, 'portail_queue_jobs', { queue: 'duer-impression', state: 'failed' })).toBe(0);
      expect(sample(text, 'portail_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
      expect(sample(text, 'portail_db_pool_connections', { pool: 'typeorm', state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portail_db_pool_waiting', { pool: 'sessions' })).toBe(0);
      expect(sample(text, 'portail_sign_in_refusals_total', { reason: 'unknown-login' })).toBe(1);
      expect(sample(text, 'portail_sign_in_refusals_total', { reason: 'wrong-password' })).toBe(1);
      expect(sample(text, 'portail_pdf_print_duration_seconds_count', { document: 'plan-action' })).toBe(1);
      expect(text).toContain('# TYPE portail_queue_job_failures_total counter');
      expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    } finally {
      await runner.query(`DELETE FROM outbox WHERE job_id = 'metrics-lag'`);
      await runner.commitTransaction();
      await runner.release();
      await queue.obliterate({ force: true });
      await queue.close();
      queue.redis.disconnect();
    }
  });
});

describe('the stand-alone worker’s /metrics, on its health port', () => {
  let t: TestPortal;
  let context: INestApplicationContext;
  let workers: RunningWorkers;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = await startTestPortal();
    const config = loadConfig({ ...process.env, ...envOf(t), METRICS_TOKEN: TOKEN });
    context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.database.url!), { logger: ['error'] });
    workers = await startWorkers(context, createLogger('silent'));
    const metrics = context.get(MetricsService);
    server = await serveWorkerHealth(
      context.get(HealthProbes),
      0,
      metricsHandler(config.metrics.token, () => metrics.scrape()),
    );
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await workers?.close();
    await context?.close();
    await t?.close();
  });

  it('keeps the token’s rule and counts the jobs that fail there', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/live`)).status).toBe(200);
    const queue = testQueue(t, QueueName.DuerImpression);
    try {
      const job = await queue.add('tache-inconnue', {}, { attempts: 1 });
      for (let i = 0; i < 100 && !(await job.isFailed()); i++) await new Promise((r) => setTimeout(r, 50));
      await context.get(MetricsService).refresh();
      const res = await fetch(`${base}/metrics`, { headers: bearer });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'portail_queue_job_failures_total', { queue: 'duer-impression' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portail_queue_jobs', { queue: 'duer-impression', state: 'failed' })).toBe(1);
      expect(text).toContain('# TYPE portail_pdf_print_duration_seconds histogram');
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      queue.redis.disconnect();
    }
  });
});

/** A queue of the portal's, on a connection of the test's own. */
function testQueue(t: TestPortal, name: QueueName): Queue & { redis: Redis } {
  const redis = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
  return Object.assign(new Queue(name, { connection: redis, prefix: t.config.queuePrefix }), { redis });
}

/** The variables of a test portal's own database, queue and data folder, for a worker beside it. */
function envOf(t: TestPortal): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: t.config.database.url!,
    REDIS_URL: t.config.redisUrl,
    QUEUE_PREFIX: t.config.queuePrefix,
    DATA_DIR: t.config.dataDir,
    FILES_DIR: t.config.storage.filesDir,
  };
}
