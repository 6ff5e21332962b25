// npm run bench:smoke: every benchmark in its smoke mode (BENCH_SMOKE=1: tiny sizes, a second or two of load, goals not
// checked), one after the other, so that a benchmark broken by a change fails CI instead of rotting until someone runs it.
// Builds once (the api, the web app when changed, the benches) and loads the QA set once (`cli seed`) into a database
// the benches that start a portal copy (BENCH_TEMPLATE_DATABASE: the first start's seed, 15 s of CPU, runs once, not six
// times), then runs each bench with its own time limit; prints each one's duration and stops at the first that fails
// (exit code 1). Needs what the tests need: PostgreSQL at TEST_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/
// postgres), Redis at REDIS_URL (else redis://127.0.0.1:6379), Chromium, poppler-utils. A bench interrupted (time limit,
// Ctrl-C) gets SIGTERM and cleans up (its processes, scratch database, data folder, Redis keys) before it ends; what a
// bench left behind all the same is named after it.
// Usage: npm run bench:smoke [-- --no-build --only bench:ged,bench:map --timeout 300]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import console from 'node:console';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';
import { adminQuery } from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// A hung bench, not a slow one: a machine busy with other work can take minutes over what an idle one does in 40 s.
const TIMEOUT_S = Number(option('timeout') ?? process.env.BENCH_SMOKE_TIMEOUT ?? 300);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const BENCH_JS = 'apps/api/dist/bench/apps/api/bench';

/**
 * The npm scripts and what each runs once built (package.json), quickest first so that a broken one shows early; and
 * whether it starts on the QA set (a copy of the run's QA database then).
 */
const BENCHES = [
  ['bench:telepac', ['scripts/bench-telepac.mjs'], false],
  ['bench:bundle', ['scripts/bench-bundle.mjs'], false],
  ['bench:access', [`${BENCH_JS}/access.bench.js`], true],
  ['bench:ged', ['scripts/bench-ged.mjs'], true],
  ['bench:duer', ['scripts/bench-duer.mjs'], true],
  ['bench:metrics', ['scripts/bench-metrics.mjs'], true],
  ['bench', ['scripts/bench.mjs'], true],
  ['bench:map', ['scripts/bench-map.mjs'], true],
];
/** What `npm run build` and the benches' npm scripts compile first: the api (and the contracts), the web app, the benches. */
const BUILD = [
  ['api', [tsc, '-b', 'apps/api/tsconfig.build.json']],
  ['web', ['scripts/build-web.mjs']],
  ['benches', [tsc, '-p', 'apps/api/tsconfig.bench.json']],
];

const only = option('only')?.split(',');
const unknown = only?.filter((name) => !BENCHES.some(([n]) => n === name)) ?? [];
if (unknown.length) {
  console.error(`Inconnu : ${unknown.join(', ')} (connus : ${BENCHES.map(([n]) => n).join(', ')})`);
  process.exit(2);
}
const selected = BENCHES.filter(([name]) => !only || only.includes(name));

/** The run's QA database and files, and the keys its secrets are sealed with (the benches' portals get the same). */
const instance = randomBytes(4).toString('hex');
const template = { database: `portail_bench_tpl_${instance}`, dataDir: path.join(root, `.data/bench-tpl-${instance}`) };
const secrets = {
  SESSION_SECRET: randomBytes(36).toString('base64'),
  ALTCHA_HMAC_KEY: randomBytes(36).toString('base64'),
  VAULT_MASTER_KEY: randomBytes(32).toString('base64'),
  SEPA_IBAN_KEY: randomBytes(32).toString('base64'),
};
let templateMade = false;

let current;
let interrupted;

/** Runs node `args` in a process group of its own (the bench and what it starts), within `timeoutS`: its exit code. */
function run(args, timeoutS, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', detached: true, env });
    current = child;
    const timer = setTimeout(() => {
      console.error(`\n${args.join(' ')} : plus de ${timeoutS} s, arrêté`);
      void end(child);
    }, timeoutS * 1000);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // The exit of the group's leader: wait for the rest of its group (an api, a worker it started) to be gone too.
      void untilGone(child.pid, 30_000).then(() => {
        current = undefined;
        resolve(code ?? (signal ? 128 : 1));
      });
    });
  });
}

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

async function untilGone(pgid, ms) {
  for (const end = Date.now() + ms; alive(pgid) && Date.now() < end;) await sleep(100);
  if (alive(pgid)) {
    console.error(`groupe ${pgid} encore là : SIGKILL`);
    process.kill(-pgid, 'SIGKILL');
  }
}

/** Stops a bench: SIGTERM to its group (it cleans up its database, folder and keys, then exits), SIGKILL after 60 s. */
async function end(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await untilGone(child.pid, 60_000);
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = code;
    console.error(`\n${signal} : arrêt du bench en cours…`);
    if (current) void end(current);
  });

/** What benches leave when their cleanup fails: scratch databases, data folders, temporary folders, Redis keys. */
async function leftovers() {
  const found = new Set();
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'portail\\_bench%'`);
    for (const { datname } of rows) found.add(`database ${datname}`);
  } catch {
    // PostgreSQL absent: the first bench says so.
  } finally {
    await client.end().catch(() => undefined);
  }
  for (const [dir, re] of [
    [path.join(root, '.data'), /^bench-/],
    [os.tmpdir(), /^bench-/],
  ])
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) if (re.test(entry)) found.add(path.join(dir, entry));
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const prefixes = new Set();
    for (const match of ['bench-*', 'portail_bench*'])
      for await (const keys of redis.scanStream({ match, count: 1000 })) for (const key of keys) prefixes.add(key.split(':')[0]);
    for (const prefix of prefixes) found.add(`Redis keys ${prefix}*`);
  } catch {
    // Redis absent: the first bench that needs it says so.
  } finally {
    redis.disconnect();
  }
  return found;
}

/** The QA set loaded once (migrations, then `cli seed`: what a portal's first start does on an empty database). */
async function makeTemplate() {
  await adminQuery(adminUrl, `CREATE DATABASE "${template.database}"`);
  templateMade = true;
  // The store's files in the QA database's own folder, whatever FILES_DIR says.
  const env = { ...process.env };
  delete env.FILES_DIR;
  return run(['apps/api/dist/apps/api/src/cli.js', 'seed'], 300, {
    ...env,
    ...secrets,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${template.database}` }).toString(),
    DATA_DIR: template.dataDir,
  });
}

async function dropTemplate() {
  if (templateMade) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template.database}" WITH (FORCE)`).catch((e) => console.error(e.message));
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * CPU seconds of the processes this one has started and waited for (Linux: cutime + cstime of /proc/self/stat), which
 * include what they waited for in turn (an api, a worker, Chromium); not PostgreSQL's or Redis's. On a machine other
 * work shares, a figure its load does not inflate as much as the wall clock.
 */
function childrenCpu() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}
const started = performance.now();
const results = [];
let failed;

/** One step: its time and exit code kept for the summary; false when it failed or the run was interrupted. */
async function step(name, work) {
  const [t0, cpu0] = [performance.now(), childrenCpu()];
  const code = await work().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
  results.push([name, performance.now() - t0, code, childrenCpu() - cpu0]);
  if (code !== 0 || interrupted) failed = name;
  return !failed;
}

if (!process.argv.includes('--no-build'))
  for (const [name, args] of BUILD) {
    console.log(`\n=== build: ${name} ===`);
    if (!(await step(`build: ${name}`, () => run(args, 600, process.env)))) break;
  }

if (!failed && selected.some(([, , seeded]) => seeded)) {
  console.log('\n=== QA database (copied by the benches that start a portal) ===');
  await step('QA database', makeTemplate);
}

const benchEnv = {
  ...process.env,
  ...secrets,
  BENCH_SMOKE: '1',
  BENCH_SKIP_BUILD: '1',
  BENCH_TEMPLATE_DATABASE: template.database,
  BENCH_TEMPLATE_FILES: path.join(template.dataDir, 'files'),
};
for (const [name, args, seeded] of failed ? [] : selected) {
  const before = await leftovers();
  console.log(`\n=== ${name} (smoke) ===`);
  const [t0, cpu0] = [performance.now(), childrenCpu()];
  const env = { ...benchEnv };
  if (!seeded) for (const key of ['BENCH_TEMPLATE_DATABASE', 'BENCH_TEMPLATE_FILES']) delete env[key];
  const code = await run(args, TIMEOUT_S, env);
  const ms = performance.now() - t0;
  results.push([name, ms, code, childrenCpu() - cpu0]);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `ÉCHEC (code ${code})`} en ${seconds(ms)} ===`);
  const left = [...(await leftovers())].filter((item) => !before.has(item));
  if (left.length) console.warn(`  attention, restés après ${name} (ou d'un autre run en cours sur la machine) : ${left.join(', ')}`);
  if (code !== 0 || interrupted) {
    failed = name;
    break;
  }
}

await dropTemplate();
console.log(`\nbench:smoke${failed ? `: ${failed} a échoué` : ''}`);
const row = (name, ms, cpu, outcome) => console.log(`  ${name.padEnd(16)} ${seconds(ms).padStart(8)} ${`${cpu.toFixed(1)} s CPU`.padStart(12)}  ${outcome}`);
for (const [name, ms, code, cpu] of results) row(name, ms, cpu, code === 0 ? 'ok' : `ÉCHEC (code ${code})`);
row('total', performance.now() - started, childrenCpu(), '');
process.exit(interrupted ?? (failed ? 1 : 0));
