import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { migrate } from '../src/database/database';
import { seedAll } from '../../../seeds/seed';
import { expectEnvelope, freePort, signIn, startTestPortal, type TestPortal } from './test-app';

/** A portal on a PostgreSQL server of its own that is stopped and started again under it. */
let dir: string;
let url: string;
let port: number;
let server: ChildProcess;
let t: TestPortal;

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'support/embedded-pg.mjs'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`PostgreSQL de test arrêté (${code})`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-restart-'));
  fs.chmodSync(dir, 0o777);
  port = await freePort();
  server = await startServer();
  const admin = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE portail');
  await admin.end();
  url = `postgres://postgres:postgres@127.0.0.1:${port}/portail`;
  const { ds } = await migrate(url);
  await seedAll(ds);
  await ds.destroy();
  t = await startTestPortal({}, [], { ownDatabase: url });
}, 120_000);
afterAll(async () => {
  await t.close();
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
});

it('answers 503 while the database is away, says so in health, and recovers within 5 s of its return', async () => {
  const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  await a.http.get('/api/droits').set('x-force', '1').expect(200);

  await stopServer(server);
  const away = await a.http.get('/api/droits').set('x-force', '1');
  expect(away.status).toBe(503);
  expectEnvelope(away.body, 503, 'SERVICE_INDISPONIBLE');
  expect((await request(t.baseUrl).get('/api/health')).body).toMatchObject({ database: 'down' });

  server = await startServer();
  const back = Date.now();
  let status = 0;
  while (Date.now() - back < 5000 && status !== 200) {
    status = (await a.http.get('/api/droits').set('x-force', '1')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  expect(status).toBe(200);
  expect((await request(t.baseUrl).get('/api/health')).body).toMatchObject({ database: 'up' });
}, 60_000);
