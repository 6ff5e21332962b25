// Starts the built portal on a fresh embedded database (or TEST_DATABASE_URL's server) for e2e.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import pg from 'pg';

// A queue prefix of its own per run: rate-limit counts and jobs left in Redis by an earlier run do not leak in.
const env = { ...process.env, DATA_DIR: '.data/e2e', EMBEDDED_PG_PORT: '5497', QUEUE_PREFIX: `e2e-${Date.now()}` };
rmSync('.data/e2e', { recursive: true, force: true });
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS portail_e2e WITH (FORCE)');
  await admin.query('CREATE DATABASE portail_e2e');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/portail_e2e';
  env.DATABASE_URL = url.toString();
}
const child = spawn(process.execPath, ['apps/api/dist/apps/api/src/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
