// npm run bench: from one run, (1) `npm start` to serving with nothing changed against the former
// rebuild-everything start, (2) GET /api/droits at 50 concurrent signed-in clients against a bare
// node:http + pg server running the same rights join on the same database, (3) the same read's p99
// during a sign-in flood from many addresses, (4) before it, the same p99 and another user's sign-in while one address
// repeats 8 concurrent wrong sign-ins (issue 30). A scratch database of TEST_DATABASE_URL, Redis REDIS_URL.
// Usage: npm run bench [-- --seconds 10 --connections 50 --flooders 16 --no-start]
// --smoke (npm run bench:smoke): one npm start timed, 1 s runs at 4 connections, goals not checked, any non-200 read fails.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
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
  once,
  printLogTails,
  refused,
} from './bench-support.mjs';
import { ATTACKER, oneAddressAttack } from './bench-one-address.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', SMOKE ? 1 : 10);
const CONNECTIONS = arg('connections', SMOKE ? 4 : 50);
const FLOODERS = arg('flooders', SMOKE ? 2 : 32);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const GERANT_MULTI = '0b000000-0000-4000-8000-000000000001';
const QA_LOGIN = 'gerant.multi@exemple.fr';
const QA_PASSWORD = 'Portail-QA-2026!';
/** What npm start runs once built: the portal, seeding an empty database. */
const START = ['apps/api/dist/apps/api/src/cli.js', 'start'];

/**
 * Smoke: the portals without their in-process worker, whose first sweep would render the previews of the QA set's 167
 * documents, a minute or more of CPU beside a run of seconds (the worker is not what the bench measures).
 */
const NO_WORKER = { RUN_WORKER_IN_PROCESS: 'false', FILES_SHARED: 'true' };

const instance = randomBytes(4).toString('hex');
const dbName = `portail_bench_${instance}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = `.data/bench-${instance}`;
const started = new Set();

const admin = (sql) => adminQuery(adminUrl, sql);

/** CPU seconds used so far by the processes of a group, with their waited-for children (Linux /proc; 0 elsewhere). */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e)) : []) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
      if (Number(fields[2]) === pgid) ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

function portalEnv(port, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `bench-${instance}`,
    RATE_LIMIT_PREFIX: `bench-${instance}:rl:`,
    ...(SMOKE ? NO_WORKER : {}),
    ...extra,
  };
}

/** Starts a command in its own process group, logging to a file of the bench's data folder. */
function launch(name, command, args, env) {
  fs.mkdirSync(path.join(root, dataDir), { recursive: true });
  const log = fs.openSync(path.join(root, dataDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', log, log, 'ipc'] });
  fs.closeSync(log);
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

/** Stops what launch() started: the whole group, and waits until none of it is left. */
async function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 200; i++) {
    await sleep(100);
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
}

async function untilServing(port, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`arrêté avant de servir (code ${child.exitCode}) : les dernières lignes de son journal plus haut`);
    const status = await new Promise((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', () => resolve(0));
    });
    if (status === 200) return;
    await sleep(50);
  }
  throw new Error('pas de réponse de /api/health');
}

/** Seconds from the command to a 200 of /api/health, and the CPU seconds its processes used meanwhile. */
async function timeStart(name, command, args) {
  const port = await freePort();
  const t0 = performance.now();
  const child = launch(name, command, args, portalEnv(port, { LOG_LEVEL: 'warn' }));
  await untilServing(port, child);
  const seconds = (performance.now() - t0) / 1000;
  const cpu = groupCpuSeconds(child.pid);
  await stop(child);
  return { seconds, cpu };
}

function request(agent, port, { method = 'GET', path: p, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: p, agent, headers: payload ? { ...headers, 'content-type': 'application/json' } : headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every cookie the answer sets (the session's and, at sign-in, the browser's), as a Cookie header. */
const cookieOf = (res, previous = '') => {
  const set = res.headers['set-cookie'];
  return set?.length ? set.map((c) => c.split(';')[0]).join('; ') : previous;
};

/** A session: its cookie and CSRF token (fetched again after sign-in, which rotates it). */
async function session(port, forwardedFor) {
  const agent = new http.Agent({ keepAlive: true });
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const first = await request(agent, port, { path: '/api/auth/csrf', headers });
  return { agent, cookie: cookieOf(first), csrf: JSON.parse(first.text).csrfToken };
}

async function signIn(port) {
  const s = await session(port);
  const res = await request(s.agent, port, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
    body: { login: QA_LOGIN, password: QA_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`connexion refusée (${res.status}) : ${res.text}`);
  return cookieOf(res, s.cookie);
}

/** CONNECTIONS clients each sending GET /api/droits again as soon as answered, for `seconds`. */
async function load(port, headers, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const statuses = {};
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await request(agent, port, { path: '/api/droits', headers }).catch(() => ({ status: 'erreur' }));
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), statuses };
}

/**
 * Loads the server in 2 s rounds, at least 8 s, until three rounds in a row lie within 5 % (the JIT has compiled the path),
 * 30 s at most: a fixed 3 s left the first measure, the calm one, slower than the flood's in one of two runs.
 */
async function warmUp(label, port, headers) {
  if (SMOKE) return checkAnswers(`${label} (warm-up)`, (await load(port, headers, 0.5)).statuses);
  const rates = [];
  for (let round = 0; round < 15; round++) {
    const { rps, statuses } = await load(port, headers, 2);
    checkAnswers(`${label} (warm-up)`, statuses);
    rates.push(rps);
    const last = rates.slice(-3);
    if (rates.length >= 4 && Math.max(...last) / Math.min(...last) < 1.05) return;
  }
}

/** A warm-up, then the measured run; `server` is the process whose CPU per request is reported. */
async function measure(label, port, headers, server) {
  await warmUp(label, port, headers);
  const cpu0 = groupCpuSeconds(server.pid);
  const result = await load(port, headers, SECONDS);
  checkAnswers(label, result.statuses);
  result.cpuMs = ((groupCpuSeconds(server.pid) - cpu0) * 1000) / (result.rps * SECONDS);
  const others = Object.entries(result.statuses).filter(([s]) => s !== '200');
  console.log(
    `  ${label.padEnd(34)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  ${result.cpuMs.toFixed(2)} ms CPU/req${others.length ? `  (non-200 : ${JSON.stringify(Object.fromEntries(others))})` : ''}`,
  );
  return result;
}

/** FLOODERS clients signing in with wrong passwords, each attempt from another address and login, until stopped. */
function flood(port) {
  const statuses = {};
  let running = true;
  const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const flooder = async () => {
    const s = await session(port, address());
    while (running) {
      const res = await request(s.agent, port, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'x-forwarded-for': address() },
        body: { login: `flood-${randomBytes(6).toString('hex')}@exemple.fr`, password: 'mauvais-mot-de-passe' },
      }).catch(() => ({ status: 'erreur' }));
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    s.agent.destroy();
  };
  const done = Promise.all(Array.from({ length: FLOODERS }, flooder));
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** One sign-in from a new session at `forwardedFor`: its status, error code and time. */
async function signInFrom(port, forwardedFor, body) {
  const s = await session(port, forwardedFor);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf, 'x-forwarded-for': forwardedFor };
  const t0 = performance.now();
  const res = await request(s.agent, port, { method: 'POST', path: '/api/auth/login', headers, body }).catch(() => ({ status: 'erreur', text: '' }));
  const ms = performance.now() - t0;
  s.agent.destroy();
  let code;
  try {
    code = JSON.parse(res.text).code;
  } catch {
    // not an error envelope
  }
  return { status: res.status, code, ms };
}

const row = (label, value, reference, ratio, goal, met) =>
  console.log(
    `${label.padEnd(44)} ${value.padStart(12)} ${reference.padStart(16)} ${ratio.padStart(8)}  ${goal.padEnd(12)} ${goal ? (met ? 'met' : 'NOT met') : ''}`,
  );

/** What the run leaves: its processes, scratch database, Redis keys and data folder (after a failure or an interruption too). */
const cleanup = once(async (failed = true) => {
  for (const child of started) await stop(child);
  if (failed) printLogTails(path.join(root, dataDir));
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await deleteRedisKeys(redisUrl, `bench-${instance}`);
  if (!process.argv.includes('--keep-logs')) fs.rmSync(path.join(root, dataDir), { recursive: true, force: true });
});

async function main() {
  cleanupOnInterrupt(cleanup);
  // Under bench:smoke, a copy of its QA database: the first start then neither migrates nor seeds.
  const seeded = await createScratchDatabase(adminUrl, dbName, path.join(root, dataDir));
  try {
    let start;
    if (!process.argv.includes('--no-start')) {
      console.log('npm start to serving (scratch database, nothing else changed since the previous start):');
      const first = await timeStart('start-first', 'npm', ['start']);
      const show = (label, t) => console.log(`  ${label.padEnd(52)} ${t.seconds.toFixed(1).padStart(6)} s  (${t.cpu.toFixed(1)} s CPU)`);
      show(seeded ? 'first npm start (builds what changed, QA set copied)' : 'first npm start (builds what changed, migrates, seeds)', first);
      // Smoke: that start only (the former start rebuilds everything, minutes on a small machine).
      if (!SMOKE) {
        // What npm start did before: every project compiled and the web bundled again, changed or not.
        const before = await timeStart('start-before', 'sh', [
          '-c',
          `npx tsc -b --force apps/api/tsconfig.build.json && node scripts/build-web.mjs --force && node ${START.join(' ')}`,
        ]);
        show('former npm start (rebuilds everything)', before);
        const now = await timeStart('start-now', 'npm', ['start']);
        show('npm start (nothing changed)', now);
        start = { before, now };
      }
    }

    console.log(`GET /api/droits, ${CONNECTIONS} connections, ${SECONDS} s each after a warm-up (member with 4 dossiers):`);
    // The portal first: it migrates and seeds the scratch database both servers read.
    const port = await freePort();
    const portal = launch(
      'portal',
      process.execPath,
      [...(process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean), ...START],
      portalEnv(port, {
        NODE_ENV: 'production',
        // The production build on the QA set (the seeded member signs in) without the production stack's services.
        QA_MODE: 'true',
        TRUST_PROXY: 'loopback',
        // As docker-compose.prod.yml runs it: the worker is its own process. In process, its first sweep renders the
        // previews of the QA set's documents during the measures (a third of the portal's CPU in the profile of 29/11).
        ...NO_WORKER,
        // Keys of its own; on a copy of bench:smoke's QA database, those its secrets are sealed with (in the environment).
        SESSION_SECRET: (seeded && process.env.SESSION_SECRET) || randomBytes(24).toString('hex'),
        VAULT_MASTER_KEY: (seeded && process.env.VAULT_MASTER_KEY) || randomBytes(32).toString('base64'),
        SEPA_IBAN_KEY: (seeded && process.env.SEPA_IBAN_KEY) || randomBytes(32).toString('base64'),
      }),
    );
    await untilServing(port, portal);
    const cookie = await signIn(port);
    const barePort = await freePort();
    const bare = launch('bare', process.execPath, ['scripts/bench-bare-server.mjs', dbUrl, GERANT_MULTI, String(barePort)], process.env);
    await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', (code) => reject(new Error(`serveur nu arrêté (${code})`)));
    });
    const bareResult = await measure('bare node:http + pg', barePort, {}, bare);
    await stop(bare);
    const portalResult = await measure('portal (production build)', port, { cookie }, portal);
    // Before the flood: its pressure would ask every sign-in for the captcha for a minute. The same reads and another
    // user signing in once a second, without then with one address attacking.
    const signIns = {};
    const signInAt = async (address, body) => {
      const r = await signInFrom(port, address, body);
      signIns[r.status] = (signIns[r.status] ?? 0) + 1;
      return r;
    };
    const reference = oneAddressAttack(signInAt, QA_PASSWORD, 0);
    await sleep(1000);
    const beside = await measure('portal, another user signing in', port, { cookie }, portal);
    const calmSignIn = (await reference.stop()).others;
    const single = oneAddressAttack(signInAt, QA_PASSWORD);
    await sleep(1000);
    const pressed = await measure('the same while one address attacks', port, { cookie }, portal);
    const singleEnd = await single.stop();
    const attackerNext = await signInAt(ATTACKER.replace(/\d+$/, '99'), { login: QA_LOGIN, password: QA_PASSWORD });
    // Smoke: signed in or refused (a captcha asked is a goal missed, not a failure), never a 500 or a request failed.
    checkAnswers('sign-ins during the attack', signIns, (status) => status === '200' || refused(status));
    const other = singleEnd.others;
    console.log(`  one address's answers (8 at once, once a second): ${JSON.stringify(singleEnd.answers)}`);
    console.log(
      `  another user from another address: ${other.ok}/${other.count} signed in, ${other.captcha} asked for the captcha, p50 ${other.p50.toFixed(0)} ms, max ${other.max.toFixed(0)} ms (without the attack: ${calmSignIn.ok}/${calmSignIn.count}, p50 ${calmSignIn.p50.toFixed(0)} ms, max ${calmSignIn.max.toFixed(0)} ms)`,
    );
    console.log(`  then the right password from the attacker's /24: ${attackerNext.status} ${attackerNext.code ?? ''}`);
    const attack = flood(port);
    await sleep(1000);
    const flooded = await measure(`portal during a ${FLOODERS}-client sign-in flood`, port, { cookie }, portal);
    await attack.stop();
    console.log(`  sign-in flood answers: ${JSON.stringify(attack.statuses)}`);
    checkAnswers('sign-in flood', attack.statuses, refused);
    await stop(portal);

    console.log('');
    if (SMOKE) console.log('Smoke run: figures of tiny runs, goals not checked.');
    console.log(`${''.padEnd(44)} ${'portal'.padStart(12)} ${'reference'.padStart(16)} ${'ratio'.padStart(8)}  goal`);
    if (start) {
      const { before, now } = start;
      row(
        'npm start to serving (s)',
        now.seconds.toFixed(1),
        `${before.seconds.toFixed(1)} (before)`,
        (now.seconds / before.seconds).toFixed(2),
        '< 10 s',
        now.seconds < 10,
      );
      row('  CPU it used (s)', now.cpu.toFixed(1), `${before.cpu.toFixed(1)} (before)`, (now.cpu / before.cpu).toFixed(2), '', true);
    }
    const share = portalResult.rps / bareResult.rps;
    row(
      `GET /api/droits req/s, ${CONNECTIONS} clients`,
      portalResult.rps.toFixed(0),
      `${bareResult.rps.toFixed(0)} (bare)`,
      `${Math.round(share * 100)} %`,
      '>= 70 %',
      share >= 0.7,
    );
    row(
      '  CPU per request (ms)',
      portalResult.cpuMs.toFixed(2),
      `${bareResult.cpuMs.toFixed(2)} (bare)`,
      (portalResult.cpuMs / bareResult.cpuMs).toFixed(2),
      '<= 0.4 ms',
      portalResult.cpuMs <= 0.4,
    );
    row(
      'GET /api/droits p99 (ms)',
      portalResult.p99.toFixed(1),
      `${bareResult.p99.toFixed(1)} (bare)`,
      (portalResult.p99 / bareResult.p99).toFixed(2),
      '< 50 ms',
      portalResult.p99 < 50,
    );
    const singleRatio = pressed.p99 / beside.p99;
    row(
      'p99 while one address attacks (ms)',
      pressed.p99.toFixed(1),
      `${beside.p99.toFixed(1)} (without)`,
      `${singleRatio.toFixed(2)}x`,
      '<= 1.5x',
      singleRatio <= 1.5,
    );
    row(
      "  another user's sign-in then, p50 (ms)",
      other.p50.toFixed(0),
      `${calmSignIn.p50.toFixed(0)} (without)`,
      `${(other.p50 / calmSignIn.p50).toFixed(2)}x`,
      'no captcha',
      other.captcha === 0 && other.ok === other.count,
    );
    const floodRatio = flooded.p99 / portalResult.p99;
    row(
      'p99 during a sign-in flood (ms)',
      flooded.p99.toFixed(1),
      `${portalResult.p99.toFixed(1)} (calm)`,
      `${floodRatio.toFixed(2)}x`,
      '<= 2x',
      floodRatio <= 2,
    );
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
