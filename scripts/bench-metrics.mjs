// npm run bench:metrics: what one Prometheus scrape of /metrics costs the api. Starts the built portal (`cli start`)
// on a scratch database of TEST_DATABASE_URL (the QA set loaded on first start) and Redis REDIS_URL, makes traffic
// (public and signed-in reads on many routes, refused sign-ins) so the series exist, then scrapes N times one after the
// other and prints p50/p99 of the scrape's round trip in ms and their ratio to the 5 ms budget.
// Usage: npm run bench:metrics [-- --scrapes 500 --requests 2000]
// --smoke (npm run bench:smoke): 60 calls, 5 scrapes, the budget not checked, any 5xx or failed call an error.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import console from 'node:console';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  SMOKE,
  adminQuery,
  checkAnswers,
  cleanupOnInterrupt,
  createScratchDatabase,
  deleteRedisKeys,
  freePort,
  printLogTails,
  once,
} from './bench-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SCRAPES = arg('scrapes', SMOKE ? 5 : 500);
const REQUESTS = arg('requests', SMOKE ? 60 : 2000);
const BUDGET_MS = 5;
// Compiled by tsconfig.bench.json (the npm script does it).
const CLI = path.join(root, 'apps/api/dist/bench/apps/api/src/cli.js');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOKEN = randomBytes(24).toString('hex');
const QA_LOGIN = 'gerant.multi@exemple.fr';
const QA_PASSWORD = 'Portail-QA-2026!';

const instance = randomBytes(4).toString('hex');
const dbName = `portail_bench_${instance}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = `.data/bench-${instance}`;

if (!fs.existsSync(CLI)) {
  console.error(`${CLI} is missing: run "npm run bench:metrics" (it builds first).`);
  process.exit(1);
}

const admin = (sql) => adminQuery(adminUrl, sql);

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One call on a kept-alive connection: status, headers and body. */
function call(port, method, urlPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A signed-in client: the session cookie and the CSRF token, as the web app holds them. */
async function signIn(port, login, password) {
  const first = await call(port, 'GET', '/api/auth/csrf');
  let cookie = (first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const csrf = JSON.parse(first.body).csrfToken;
  const res = await call(port, 'POST', '/api/auth/login', {
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (res.headers['set-cookie']) cookie = res.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, cookie, csrf };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Every answer's status, for the smoke run's check: a 5xx or a call failed on the wire fails it. */
const answers = {};
const counted = (promise) =>
  promise.then(
    (res) => {
      answers[res.status] = (answers[res.status] ?? 0) + 1;
      return res;
    },
    (error) => {
      answers.erreur = (answers.erreur ?? 0) + 1;
      throw error;
    },
  );

let child;

/** What the run leaves: the portal's process group, scratch database, Redis keys and data folder. */
const cleanup = once(async (failed = true) => {
  agent.destroy();
  if (child) {
    const running = () => child.exitCode === null && child.signalCode === null;
    try {
      process.kill(-child.pid, 'SIGTERM');
      for (let i = 0; i < 100 && running(); i++) await sleep(100);
      if (running()) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (failed) printLogTails(path.join(root, dataDir));
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await deleteRedisKeys(redisUrl, `bench-${instance}`);
  fs.rmSync(path.join(root, dataDir), { recursive: true, force: true });
});

async function main() {
  cleanupOnInterrupt(cleanup);
  try {
    fs.mkdirSync(path.join(root, dataDir), { recursive: true });
    await createScratchDatabase(adminUrl, dbName, path.join(root, dataDir));
    const port = await freePort();
    const log = fs.openSync(path.join(root, dataDir, 'portal.log'), 'a');
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_FORMAT: 'json',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      QUEUE_PREFIX: `bench-${instance}`,
      RATE_LIMIT_PREFIX: `bench-${instance}:rl:`,
      METRICS_TOKEN: TOKEN,
      // The api alone: the first start's GED previews would otherwise run in-process while the scrapes are timed.
      RUN_WORKER_IN_PROCESS: 'false',
      FILES_SHARED: 'true',
    };
    child = spawn(process.execPath, [CLI, 'start'], { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    for (let ready = false, end = Date.now() + 300_000; !ready; await sleep(200)) {
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > end)
        throw new Error(`portal not serving (${child.exitCode ?? child.signalCode ?? 'no answer'}): its log's last lines above`);
      ready = await call(port, 'GET', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
    }
    const member = await signIn(port, QA_LOGIN, QA_PASSWORD);
    if (member.status !== 200) throw new Error(`sign-in refused (${member.status})`);
    for (const [login, password] of [
      ['inconnu@exemple.fr', 'x'],
      [QA_LOGIN, 'mauvais-mot-de-passe'],
    ]) {
      const refusal = await signIn(port, login, password);
      if (SMOKE && !/^4\d\d$/.test(String(refusal.status))) throw new Error(`wrong sign-in answered ${refusal.status}`);
    }
    const reads = ['/api/droits', '/api/auth/authenticate', '/api/theme', '/api/notifications', '/api/inconnue', '/api/health'];
    const dossiers = ['010001', '010002', '010003', '010005'];
    const traffic = [];
    for (let i = 0; i < REQUESTS; i++) {
      const target = i % 3 === 0 ? `/api/AbonnementDossier/${dossiers[i % dossiers.length]}` : reads[i % reads.length];
      traffic.push(counted(call(port, 'GET', target, { headers: { cookie: member.cookie } })));
      if (traffic.length >= 16) await Promise.all(traffic.splice(0));
    }
    await Promise.all(traffic);
    checkAnswers('traffic before the scrapes', answers, (status) => /^[234]\d\d$/.test(status));
    const auth = { authorization: `Bearer ${TOKEN}` };
    const first = await call(port, 'GET', '/metrics', { headers: auth });
    if (first.status !== 200) throw new Error(`/metrics answered ${first.status}`);
    const series = first.body.split('\n').filter((l) => l && !l.startsWith('#')).length;
    for (let i = 0; i < (SMOKE ? 2 : 20); i++) await call(port, 'GET', '/metrics', { headers: auth });
    // Interleaved with the cheapest call of the api (/api/health/live), the machine's floor in the same moments.
    const times = [];
    const floor = [];
    const timed = async (into, urlPath, headers) => {
      const started = performance.now();
      const res = await call(port, 'GET', urlPath, { headers });
      into.push(performance.now() - started);
      if (SMOKE && res.status !== 200) throw new Error(`${urlPath} answered ${res.status}`);
    };
    for (let i = 0; i < SCRAPES; i++) {
      await timed(times, '/metrics', auth);
      await timed(floor, '/api/health/live', {});
    }
    for (const list of [times, floor]) list.sort((a, b) => a - b);
    const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
    console.log(`/metrics after ${REQUESTS} calls: ${series} samples, ${(first.body.length / 1024).toFixed(0)} KiB`);
    console.log(`${SCRAPES} scrapes one after the other: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
    console.log(`/api/health/live between them (the floor): p50 ${percentile(floor, 50).toFixed(2)} ms, p99 ${percentile(floor, 99).toFixed(2)} ms`);
    console.log(
      `budget ${BUDGET_MS} ms: p50 ${(p50 / BUDGET_MS).toFixed(2)}x, p99 ${(p99 / BUDGET_MS).toFixed(2)}x ${SMOKE ? '(smoke run: not checked)' : p99 <= BUDGET_MS ? '(within)' : '(OVER)'}`,
    );
    process.exitCode = SMOKE || p99 <= BUDGET_MS ? 0 : 1;
  } catch (e) {
    await cleanup(true);
    throw e;
  }
  await cleanup(false);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
