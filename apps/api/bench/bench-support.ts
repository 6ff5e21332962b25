import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';

/**
 * What the compiled benches share (scripts/bench-support.mjs is the scripts' own). Smoke mode (BENCH_SMOKE=1 or --smoke,
 * what `npm run bench:smoke` and CI run): tiny sizes, goals not checked, but every step taken and any error fatal.
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** `full` in a real run, `smoke` in a smoke run, unless the variable `env` says otherwise. */
export function size(env: string, full: number, smoke: number): number {
  const given = process.env[env];
  return given ? Number(given) : SMOKE ? smoke : full;
}

/** Runs `sql` on the admin URL (creating or dropping a benchmark's scratch database). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/**
 * A bench's scratch database. Under bench:smoke, which loads the QA set once into BENCH_TEMPLATE_DATABASE (with the
 * document store's files in BENCH_TEMPLATE_FILES), a copy of it: the api then starts on it without the first start's seed
 * (the 15 s that would otherwise be most of each smoke run). Answers whether it is such a copy.
 */
export async function createScratchDatabase(adminUrl: string, name: string, dataDir?: string): Promise<boolean> {
  const template = process.env.BENCH_TEMPLATE_DATABASE;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  if (template && dataDir && process.env.BENCH_TEMPLATE_FILES) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.cpSync(process.env.BENCH_TEMPLATE_FILES, path.join(dataDir, 'files'), { recursive: true });
  }
  return Boolean(template);
}

/** Deletes the keys starting with `prefix` (a run's queues, rights cache, rate limits) from the shared Redis. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
  } catch {
    // Redis absent: nothing was written there.
  } finally {
    redis.disconnect();
  }
}

/** `fn` run once: later calls (the end of the run after an interruption began cleaning up) get the first call's promise. */
export function once<A extends unknown[], T>(fn: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let done: Promise<T> | undefined;
  return (...args: A) => (done ??= Promise.resolve().then(() => fn(...args)));
}

/**
 * On SIGINT or SIGTERM (Ctrl-C, bench:smoke's time limit, CI cancelling) or an error nothing caught, runs `cleanup` once
 * (the run's processes, scratch database, data folder and Redis keys), then exits 130, 143 or 1 instead of leaving them
 * behind.
 */
export function cleanupOnInterrupt(cleanup: () => Promise<unknown>): void {
  let running: Promise<unknown> | undefined;
  const finish = (reason: unknown, code: number) => {
    if (running) return;
    console.error(typeof reason === 'string' ? `${reason} : nettoyage avant de s'arrêter…` : reason);
    running = Promise.resolve()
      .then(cleanup)
      .catch((e: unknown) => console.error(e instanceof Error ? e.message : e))
      .finally(() => process.exit(code));
  };
  process.on('SIGINT', () => finish('SIGINT', 130));
  process.on('SIGTERM', () => finish('SIGTERM', 143));
  process.on('uncaughtException', (e) => finish(e, 1));
  process.on('unhandledRejection', (e) => finish(e, 1));
}

/** The last lines of each log of a run's data folder, printed before the folder goes when the run failed. */
export function printLogTails(dir: string, lines = 20): void {
  let files: string[] = [];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.log'));
  } catch {
    return;
  }
  for (const file of files) {
    const tail = fs.readFileSync(path.join(dir, file), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    if (tail) console.error(`--- ${file} (dernières lignes) ---\n${tail}`);
  }
}

/**
 * Secrets of a bench's own, made for the run and thrown away: a production start on the QA set (QA_MODE) would take the
 * development ones, but a bench runs as production does, with keys of its own (VAULT_MASTER_KEY: 32 bytes in base64).
 * On a copy of bench:smoke's QA database, the keys it was sealed with (bench:smoke passes them in the environment).
 */
export function throwawaySecrets(): Record<string, string> {
  const given = process.env.BENCH_TEMPLATE_DATABASE ? process.env : {};
  return {
    SESSION_SECRET: given.SESSION_SECRET ?? randomBytes(36).toString('base64'),
    ALTCHA_HMAC_KEY: given.ALTCHA_HMAC_KEY ?? randomBytes(36).toString('base64'),
    VAULT_MASTER_KEY: given.VAULT_MASTER_KEY ?? randomBytes(32).toString('base64'),
    SEPA_IBAN_KEY: given.SEPA_IBAN_KEY ?? randomBytes(32).toString('base64'),
  };
}

/** The production build of the api, as `npm start` makes it (incremental); skipped when bench:smoke has just built it. */
export function buildApi(root: string): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync('npx', ['tsc', '-b', 'apps/api/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compilation de l’api en échec');
}

/** Ends a process the bench started: SIGTERM, then SIGKILL when it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 20_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(late);
}
