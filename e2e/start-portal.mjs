// Starts the built portal on a fresh embedded database (or TEST_DATABASE_URL's server) for e2e.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { e2eDatabaseName, e2eDatabaseUrl, e2ePgPort } from './portal-database.mjs';

// Queue and rate-limit prefixes of their own per run: jobs and counts left in Redis by an earlier or concurrent run do not leak in.
// E2E_DATA_DIR and E2E_PG_PORT let two e2e runs share a machine.
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
const run = `e2e-${Date.now()}`;
const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: e2ePgPort(), QUEUE_PREFIX: run, RATE_LIMIT_PREFIX: `${run}:rl:` };
rmSync(dataDir, { recursive: true, force: true });
const database = e2eDatabaseName();
if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  env.DATABASE_URL = e2eDatabaseUrl();
}
const child = spawn(process.execPath, ['apps/api/dist/apps/api/src/cli.js', 'start'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
