import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Type } from '@nestjs/common';
import net from 'node:net';
import Redis from 'ioredis';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createLogger } from '../src/common/logger';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createDataSource } from '../src/database/data-source';
import { createApp, type PortalApp } from '../src/create-app';
import { startWorkers, type RunningWorkers } from '../src/queue/start-workers';
import { QA_PASSWORD } from '../../../seeds/ids';
import { cloneTemplate } from './test-database';

export interface TestPortal {
  baseUrl: string;
  config: AppConfig;
  ds: DataSource;
  portal: PortalApp;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A real portal on its own cloned database, listening on a free port (OIDC needs a real URL). */
export interface TestPortalOptions {
  /** Runs the BullMQ workers in-process (mail delivery...), on a queue prefix of this portal's own. */
  withWorker?: boolean;
  /** A database of the test's own (already migrated and seeded) instead of a clone of the template. */
  ownDatabase?: string;
}

export async function startTestPortal(env: Record<string, string> = {}, extraModules: Type[] = [], options: TestPortalOptions = {}): Promise<TestPortal> {
  const db = options.ownDatabase ? { url: options.ownDatabase, drop: async () => undefined } : await cloneTemplate();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Ports repeat within a run: queue and data folder are this portal's own, never a previous one's.
  const instance = `${port}-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: db.url,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `test-${instance}`,
    RATE_LIMIT_PREFIX: `test-${instance}:rl:`,
    DATA_DIR: `.data/test-${instance}`,
    // Never the public breached-password service: nothing listens there, so the api uses its list of common passwords.
    BREACH_RANGE_URL: 'http://127.0.0.1:9/range',
    ...env,
  });
  const portal = await createApp(config, db.url, createLogger('silent'), extraModules);
  await portal.app.listen(port, '127.0.0.1');
  const ds = createDataSource(db.url);
  await ds.initialize();
  const workers: RunningWorkers | undefined = options.withWorker ? await startWorkers(portal.app, createLogger('silent')) : undefined;
  return {
    baseUrl,
    config,
    ds,
    portal,
    close: async () => {
      await workers?.close();
      await ds.destroy();
      await portal.close();
      await db.drop();
      await deleteKeys(config.redisUrl, config.rateLimitPrefix);
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Deletes this portal's own keys only: Redis is shared with the other test files running meanwhile. */
async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  } catch {
    // Redis absent: the throttle falls back to memory, fresh for each portal.
  } finally {
    redis.disconnect();
  }
}

/** A cookie-keeping client that sends the CSRF token like the web app does. */
export async function agent(baseUrl: string): Promise<{ http: TestAgent; csrf: string }> {
  const http = request.agent(baseUrl);
  const res = await http.get('/api/auth/csrf').expect(200);
  return { http, csrf: res.body.csrfToken as string };
}

/** Signs in, then fetches the CSRF token again: sign-in rotates it, as the web client knows. */
export async function signIn(baseUrl: string, login: string, password = QA_PASSWORD) {
  const a = await agent(baseUrl);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password }).expect(200);
  return { http: a.http, csrf: await freshCsrf(a.http) };
}

export async function freshCsrf(http: TestAgent): Promise<string> {
  return (await http.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
}

export function expectEnvelope(body: Record<string, unknown>, statusCode: number, code?: string): void {
  expect(body).toMatchObject({ statusCode, displayable: expect.any(Boolean), message: expect.any(String), correlationId: expect.any(String) });
  if (code) expect(body.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
}
