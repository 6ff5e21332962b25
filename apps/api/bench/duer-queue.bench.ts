import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import {
  SMOKE,
  buildApi,
  cleanupOnInterrupt,
  createScratchDatabase,
  deleteRedisKeys,
  printLogTails,
  size,
  stopChild,
  throwawaySecrets,
  once,
} from './bench-support';

/**
 * The queue part of `npm run bench:duer`, from one run against the production build: the api (RUN_WORKER_IN_PROCESS
 * false) and the stand-alone worker (node .../worker.js) on a scratch seeded database; 20 temporary prints of the seeded
 * 2026 DUER of 010001 asked at once through POST /api/duer/impression, followed to 'termine' with the status call. It
 * prints the time, how many PDFs the blob store holds (goal: 20, none lost) and the worker's RSS (baseline and peak).
 * Smoke run (bench:smoke): 1 print, which must end as a PDF in the blob store.
 */
const ROOT = path.resolve(__dirname.split(`${path.sep}apps${path.sep}api${path.sep}dist`)[0]);
const DIST = path.join(ROOT, 'apps/api/dist/apps/api/src');
const PRINTS = size('BENCH_PRINTS', 20, 1);
const ID_DUER = 2; // seeds/ids.ts DUER.agri2026 (010001)
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = 'gerant.multi@exemple.fr';
const PASSWORD = 'Portail-QA-2026!';
const MB = 1024 * 1024;

const instance = randomBytes(4).toString('hex');
const dbName = `portail_bench_duer_${instance}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = path.join(ROOT, `.data/bench-duer-${instance}`);
const prefix = `bench-duer-${instance}`;

async function sql(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function rssBytes(pid: number): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface Reply {
  status: number;
  cookie?: string;
  text: string;
}

function send(port: number, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cookie: res.headers['set-cookie']?.map((c) => c.split(';')[0]).join('; ') || undefined,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(port: number): Promise<{ cookie: string; csrf: string }> {
  const first = await send(port, 'GET', '/api/auth/csrf', {});
  let cookie = first.cookie!;
  const login = await send(
    port,
    'POST',
    '/api/auth/login',
    { cookie, 'x-csrf-token': JSON.parse(first.text).csrfToken, 'content-type': 'application/json' },
    JSON.stringify({ login: LOGIN, password: PASSWORD }),
  );
  if (login.status !== 200) throw new Error(`connexion refusée (${login.status}) : ${login.text}`);
  cookie = login.cookie ?? cookie;
  const csrf = JSON.parse((await send(port, 'GET', '/api/auth/csrf', { cookie })).text).csrfToken as string;
  return { cookie, csrf };
}

async function untilServing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    // The data folder goes at the end of the run: its log's last lines, printed then, are the only trace left.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`api arrêtée avant de servir (${child.exitCode ?? child.signalCode}) : voir les dernières lignes de son journal plus haut`);
    const status = await send(port, 'GET', '/api/health', {}).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error('pas de réponse de /api/health');
}

function start(file: string, env: Record<string, string>, log: string, args: string[] = []): ChildProcess {
  const fd = fs.openSync(path.join(dataDir, log), 'a');
  const child = spawn(process.execPath, [path.join(DIST, file), ...args], { cwd: ROOT, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  fs.closeSync(fd);
  return child;
}

let api: ChildProcess | undefined;
let worker: ChildProcess | undefined;

/** What the run leaves: its processes, scratch database, data folder and Redis keys (after a failure or an interruption too). */
const cleanup = once(async (failed: boolean = true): Promise<void> => {
  await stopChild(worker);
  await stopChild(api);
  if (failed) printLogTails(dataDir);
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await deleteRedisKeys(redisUrl, prefix);
});

async function main(): Promise<void> {
  cleanupOnInterrupt(cleanup);
  buildApi(ROOT);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    await createScratchDatabase(adminUrl, dbName, dataDir);
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      QUEUE_PREFIX: prefix,
      RATE_LIMIT_PREFIX: `${prefix}:rl:`,
      STORAGE_DRIVER: 'fs',
      // One machine: the api and the worker share DATA_DIR; the QA set of a QA stack, with secrets of its own (production
      // refuses to start without them).
      FILES_SHARED: 'true',
      QA_MODE: 'true',
      ...throwawaySecrets(),
    };
    api = start(
      'cli.js',
      { ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, RUN_WORKER_IN_PROCESS: 'false', SEED_ON_FIRST_START: 'true' },
      'api.log',
      ['start'],
    );
    await untilServing(port, api);
    const running = start('worker.js', env, 'worker.log');
    worker = running;
    await sleep(SMOKE ? 1000 : 3000);
    const workerGone = () => {
      if (running.exitCode !== null || running.signalCode !== null)
        throw new Error(`worker arrêté (${running.exitCode ?? running.signalCode}) : voir les dernières lignes de son journal plus haut`);
    };
    workerGone();
    const session = await signIn(port);
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json', 'x-code-dossier': '010001' };
    const baseline = rssBytes(running.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(running.pid!))), 20);
    const t0 = performance.now();
    const ids = await Promise.all(
      Array.from({ length: PRINTS }, async () => {
        const r = await send(port, 'POST', '/api/duer/impression', headers, JSON.stringify({ duerId: ID_DUER, temporaire: true }));
        if (r.status !== 201) throw new Error(`impression refusée (${r.status}) : ${r.text}`);
        return JSON.parse(r.text).idImpression as string;
      }),
    );
    const etats = new Map<string, string>();
    const deadline = Date.now() + (SMOKE ? 60_000 : 600_000);
    while (Date.now() < deadline && [...ids].some((id) => !['termine', 'echec'].includes(etats.get(id) ?? ''))) {
      workerGone();
      for (const id of ids) {
        if (['termine', 'echec'].includes(etats.get(id) ?? '')) continue;
        const r = await send(port, 'GET', `/api/duer/${ID_DUER}/impressions/${id}`, headers);
        if (r.status !== 200) throw new Error(`état de l’impression ${id} : ${r.status} ${r.text}`);
        etats.set(id, JSON.parse(r.text).etat as string);
      }
      await sleep(200);
    }
    const ms = performance.now() - t0;
    clearInterval(sampler);
    const termines = ids.filter((id) => etats.get(id) === 'termine').length;
    const pdfs = ids.filter((id) => fs.existsSync(path.join(dataDir, 'files/duer/impressions', `${id}.pdf`))).length;
    console.log(
      `${PRINTS} concurrent temporary prints of the seeded 2026 DUER of 010001, api + stand-alone worker (production build, real queue and database):`,
    );
    console.log(`| prints asked | finished | PDFs in the blob store | failed | lost | total time | worker RSS baseline → peak |`);
    console.log(`|---|---|---|---|---|---|---|`);
    const echecs = ids.filter((id) => etats.get(id) === 'echec').length;
    console.log(
      `| ${PRINTS} | ${termines} | ${pdfs} | ${echecs} | ${PRINTS - termines - echecs} | ${(ms / 1000).toFixed(1)} s | ${(baseline / MB).toFixed(0)} → ${(peak / MB).toFixed(0)} MB |`,
    );
    console.log(`Goal: ${PRINTS} PDFs, none lost: ${pdfs === PRINTS ? 'met' : 'not met'}`);
    // Smoke: no figure is checked, but a print that did not end as a PDF is a broken path.
    if (SMOKE && pdfs !== PRINTS) throw new Error(`${PRINTS - pdfs} impression(s) sans PDF`);
  } catch (error) {
    await cleanup(true);
    throw error;
  }
  await cleanup(false);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
