// What the benchmarks share: the scratch database's admin queries, a free local port, the smoke mode of `npm run
// bench:smoke` (CI), the cleanup of a run's Redis keys and the cleanup when the run is interrupted.
import console from 'node:console';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import pg from 'pg';
import Redis from 'ioredis';

/**
 * Smoke mode (`--smoke` or BENCH_SMOKE=1, what `npm run bench:smoke` and CI run): tiny sizes, a second or two of load,
 * goals not checked, but every step taken (start, requests, teardown) and any error or failed request fails the run.
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** The environment of a part the bench runs as its own program: smoke mode passed on. */
export const partEnv = () => (SMOKE ? { ...process.env, BENCH_SMOKE: '1' } : process.env);

/** Runs `sql` on the admin URL (creating or dropping a benchmark's scratch database). */
export async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/**
 * A bench's scratch database. Under bench:smoke, which loads the QA set once into BENCH_TEMPLATE_DATABASE (with the
 * document store's files in BENCH_TEMPLATE_FILES), a copy of it when `seeded`: the portal then starts on it without the
 * first start's seed (the 15 s that would otherwise be most of each smoke run). Answers whether it is such a copy.
 */
export async function createScratchDatabase(adminUrl, name, dataDir, { seeded = true } = {}) {
  const template = seeded ? process.env.BENCH_TEMPLATE_DATABASE : undefined;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  if (template && process.env.BENCH_TEMPLATE_FILES) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.cpSync(process.env.BENCH_TEMPLATE_FILES, path.join(dataDir, 'files'), { recursive: true });
  }
  return Boolean(template);
}

/** A port nothing listens on now, for a portal or a bare server of the benchmark. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Deletes the keys starting with `prefix` (a run's queues, rights cache, rate limits) from the shared Redis. */
export async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if (keys.length) await redis.del(...keys);
  } catch {
    // Redis absent: nothing was written there.
  } finally {
    redis.disconnect();
  }
}

/** `fn` run once: later calls (the end of the run after an interruption began cleaning up) get the first call's promise. */
export function once(fn) {
  let done;
  return (...args) => (done ??= Promise.resolve().then(() => fn(...args)));
}

/**
 * On SIGINT or SIGTERM (Ctrl-C, bench:smoke's time limit, CI cancelling) or an error nothing caught, runs `cleanup` once
 * (the run's processes, scratch database, data folder and Redis keys), then exits 130, 143 or 1 instead of leaving them
 * behind.
 */
export function cleanupOnInterrupt(cleanup) {
  let running;
  const finish = (reason, code) => {
    if (running) return;
    console.error(typeof reason === 'string' ? `${reason} : nettoyage avant de s'arrêter…` : reason);
    running = Promise.resolve()
      .then(cleanup)
      .catch((e) => console.error(e instanceof Error ? e.message : e))
      .finally(() => process.exit(code));
  };
  process.on('SIGINT', () => finish('SIGINT', 130));
  process.on('SIGTERM', () => finish('SIGTERM', 143));
  process.on('uncaughtException', (e) => finish(e, 1));
  process.on('unhandledRejection', (e) => finish(e, 1));
}

/**
 * In smoke mode, an error when some answers of `label` have a status outside `expected` (a list of statuses, or a test of
 * one), e.g. a 500, or 'erreur' for a request that failed on the wire. `statuses` counts answers by status ('401' or
 * '401 CODE'), as the benches keep them.
 */
export function checkAnswers(label, statuses, expected = ['200']) {
  if (!SMOKE) return;
  const ok = typeof expected === 'function' ? expected : (status) => expected.includes(status);
  const unexpected = Object.entries(statuses).filter(([status]) => !ok(String(status).split(' ')[0]));
  if (unexpected.length) throw new Error(`${label} : réponses inattendues ${JSON.stringify(Object.fromEntries(unexpected))}`);
}

/** A status a refused request may have (4xx): what wrong sign-ins answer, unlike a 500 or a failed request. */
export const refused = (status) => /^4\d\d$/.test(status);

/** The last lines of each log of a run's data folder, printed before the folder goes when the run failed. */
export function printLogTails(dir, lines = 20) {
  let files = [];
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
