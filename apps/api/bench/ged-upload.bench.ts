import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
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
 * The upload part of `npm run bench:ged`, from one run against the production build of the api
 * (node apps/api/dist/.../cli.js start, as `npm start` runs it, on a scratch database and data folder):
 * (1) a 25 MB upload through POST /api/documents/upload against a bare streaming copy of the same
 * bytes to the same disk (goal ≤ 1.5×), (2) the api's resident memory growth during 4 concurrent
 * 25 MB uploads (goal < 20 MB). Smoke run (bench:smoke): 1 MB files, one round after one warm-up, goals not checked.
 */
const ROOT = path.resolve(__dirname.split(`${path.sep}apps${path.sep}api${path.sep}dist`)[0]);
const START = [path.join(ROOT, 'apps/api/dist/apps/api/src/cli.js'), 'start'];
const ROUNDS = size('BENCH_ROUNDS', 7, 1);
const WARM_UPS = SMOKE ? 1 : 3;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = 'gerant.multi@exemple.fr';
const PASSWORD = 'Portail-QA-2026!';
const DOSSIER = '010001';
/** Just under the 25 Mo limit (GED_MAX_FILE_BYTES = 25 MiB). */
const FILE_BYTES = SMOKE ? 1024 * 1024 : 25 * 1024 * 1024 - 4096;
const MB = 1024 * 1024;

const instance = randomBytes(4).toString('hex');
const dbName = `portail_bench_upload_${instance}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const dataDir = path.join(ROOT, `.data/bench-upload-${instance}`);

async function sql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
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
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
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

/** One upload of `file`, the multipart body streamed from disk as a browser sends it; resolves once answered 201. */
function upload(port: number, session: { cookie: string; csrf: string }, file: string, url = `/api/documents/upload?codeDossier=${DOSSIER}`): Promise<void> {
  const boundary = `----bench${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="codedossier"\r\n\r\n${DOSSIER}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="typeFichier"\r\n\r\nAUTRESDOCS\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="releve.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`envoi refusé (${res.statusCode}) : ${Buffer.concat(chunks).toString()}`))));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

/**
 * A bare node:http server writing each request body to a file of the same disk: the transport's own
 * cost (client reading the file, loopback, server receiving), with no parsing, check, hash or database.
 */
const BARE_RECEIVER = `
const http = require('node:http'); const fs = require('node:fs'); const path = require('node:path');
let n = 0;
http.createServer((req, res) => {
  const out = fs.createWriteStream(path.join(process.argv[1], 'bare-' + n++));
  req.pipe(out).on('finish', () => { res.writeHead(201); res.end('{}'); });
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

async function timed(work: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function untilServing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
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

let api: ChildProcess | undefined;
let receiver: ChildProcess | undefined;

/** What the run leaves: its processes, scratch database, data folder and Redis keys (after a failure or an interruption too). */
const cleanup = once(async (failed: boolean = true): Promise<void> => {
  for (const child of [receiver, api]) await stopChild(child);
  if (failed) printLogTails(dataDir);
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await deleteRedisKeys(redisUrl, `bench-upload-${instance}`);
});

async function main(): Promise<void> {
  cleanupOnInterrupt(cleanup);
  // The production build, as `npm start` makes it (incremental: quick when nothing changed).
  buildApi(ROOT);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    await createScratchDatabase(adminUrl, dbName, dataDir);
    const port = await freePort();
    const log = fs.openSync(path.join(dataDir, 'api.log'), 'a');
    api = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), ...START], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        QUEUE_PREFIX: `bench-upload-${instance}`,
        RATE_LIMIT_PREFIX: `bench-upload-${instance}:rl:`,
        // The worker (text extraction, previews) runs elsewhere in production: only the api's upload path is measured
        // (with a filesystem store, the api is told the other processes share it).
        RUN_WORKER_IN_PROCESS: 'false',
        FILES_SHARED: 'true',
        STORAGE_DRIVER: 'fs',
        // The production build on the QA set (seeded on first start, the QA member signs in) without the production
        // stack's services, with secrets of its own: production refuses to start without them.
        QA_MODE: 'true',
        SEED_ON_FIRST_START: 'true',
        ...throwawaySecrets(),
      },
    });
    fs.closeSync(log);
    await untilServing(port, api);
    const apiPid = api.pid!;
    // The waiting folder of the dossier (the seed of the store makes it; kept when present).
    await sql(
      dbUrl,
      `INSERT INTO ged_noeud (id, espace, code_dossier, code, titre, template, store, categorie_id)
       VALUES ($1, 'dossier', $2, 'attente', 'Documents en attente', 'waitingDocuments', 'documents', 'mesDocs') ON CONFLICT DO NOTHING`,
      [randomUUID(), DOSSIER],
    );
    const session = await signIn(port);
    const source = path.join(dataDir, 'source.pdf');
    fs.writeFileSync(source, Buffer.concat([Buffer.from('%PDF-1.7\n%bench\n'), randomBytes(FILE_BYTES - 16)]));
    const copies = path.join(dataDir, 'copies');
    fs.mkdirSync(copies);

    const receiverPort = await freePort();
    receiver = spawn(process.execPath, ['-e', BARE_RECEIVER, copies, String(receiverPort)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise((resolve, reject) => {
      receiver!.once('message', resolve);
      receiver!.once('exit', (code) => reject(new Error(`serveur nu arrêté (${code})`)));
    });

    const bare: number[] = [];
    const transport: number[] = [];
    const portal: number[] = [];
    try {
      // Warm-up of every path (disk cache, the api's lazy modules, JIT, connections).
      for (let i = 0; i < WARM_UPS; i++) {
        await upload(port, session, source);
        await upload(receiverPort, session, source, '/');
        await pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(copies, `warm-${i}`)));
      }
      for (let i = 0; i < ROUNDS; i++) {
        bare.push(await timed(() => pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(copies, `copy-${i}`)))));
        transport.push(await timed(() => upload(receiverPort, session, source, '/')));
        portal.push(await timed(() => upload(port, session, source)));
        for (const f of fs.readdirSync(copies)) fs.rmSync(path.join(copies, f));
      }
    } finally {
      await stopChild(receiver);
      receiver = undefined;
    }
    const bareMs = median(bare);
    const transportMs = median(transport);
    const portalMs = median(portal);

    const baseline = rssBytes(apiPid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(apiPid))), 10);
    const concurrentMs = await timed(() => Promise.all([0, 1, 2, 3].map(() => upload(port, session, source))).then(() => undefined));
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(apiPid));
    const growth = peak - baseline;

    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    console.log(`Upload of ${mb(FILE_BYTES)} MB, median of ${ROUNDS} (production build, filesystem blob store, same disk):`);
    console.log(`| | portal | reference | ratio | goal |`);
    console.log(`|---|---|---|---|---|`);
    console.log(
      `| ${mb(FILE_BYTES)} MB upload | ${portalMs.toFixed(0)} ms | bare streaming copy ${bareMs.toFixed(0)} ms | ${(portalMs / bareMs).toFixed(2)}× | ≤ 1.5×: ${portalMs / bareMs <= 1.5 ? 'met' : 'not met'} |`,
    );
    console.log(
      `| same upload | ${portalMs.toFixed(0)} ms | bare node:http server writing the body to disk ${transportMs.toFixed(0)} ms | ${(portalMs / transportMs).toFixed(2)}× | |`,
    );
    console.log(
      `| api RSS growth, 4 concurrent ${mb(FILE_BYTES)} MB uploads (${concurrentMs.toFixed(0)} ms) | ${mb(growth)} MB (from ${mb(baseline)} MB) | 20 MB | ${(growth / (20 * MB)).toFixed(2)} of the goal | < 20 MB: ${growth < 20 * MB ? 'met' : 'not met'} |`,
    );
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(`Rounds (ms): portal ${list(portal)}; bare copy ${list(bare)}; bare http ${list(transport)}`);
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
