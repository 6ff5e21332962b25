import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tracingWanted } from '../src/tracing';
import { freePort } from './test-app';
import { cloneTemplate } from './test-database';

/**
 * The image's entry (`cli start`) in a child process: OpenTelemetry must patch http, express and pg before they load,
 * which jest's module system would hide. A fake OTLP/HTTP collector receives what is sent; the ready line names the port.
 */
jest.setTimeout(180_000);

interface Collector {
  url: string;
  bodies: string[];
  close(): void;
}

function fakeCollector(): Promise<Collector> {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => server.close() })),
  );
}

let db: { url: string; drop(): Promise<void> };
const children: ChildProcess[] = [];
beforeAll(async () => {
  db = await cloneTemplate();
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await db.drop();
});

/** `cli start` on the test database and a free port; resolves with its output once the ready line came. */
async function startCli(env: Record<string, string>): Promise<{ port: number; output: () => string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support/swc-register.cjs'), path.join(__dirname, '../src/cli.ts'), 'start'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      SERVE_WEB: 'false',
      RUN_WORKER_IN_PROCESS: 'false',
      FILES_SHARED: 'true',
      QUEUE_PREFIX: `test-tracing-${port}`,
      RATE_LIMIT_PREFIX: `test-tracing-${port}:rl:`,
      DATA_DIR: `.data/test-tracing-${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => out.includes('Portail prêt') && (clearInterval(timer), resolve()), 100);
    child.once('exit', (code) => (clearInterval(timer), reject(new Error(`cli sorti (${code}) : ${out}`))));
  });
  return { port, output: () => out, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
};

it('is on only when the standard variables ask for it, and OTEL_SDK_DISABLED wins', () => {
  expect(tracingWanted({})).toBe(false);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
  expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
  expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
  expect(tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
});

it('sends the spans of a request (http, express, pg) as portail-api when configured; the ready line names the real port', async () => {
  const collector = await fakeCollector();
  try {
    const cli = await startCli({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      LOG_FORMAT: 'json',
    });
    const ready = cli
      .output()
      .split('\n')
      .find((l) => l.includes('Portail prêt'))!;
    expect(JSON.parse(ready)).toMatchObject({
      url: `http://localhost:${cli.port}`,
      port: cli.port,
      msg: expect.stringContaining(`Portail prêt sur http://localhost:${cli.port} `),
    });
    expect((await fetch(`http://127.0.0.1:${cli.port}/api/theme`)).status).toBe(200);
    await until(() => collector.bodies.some((b) => b.includes('/api/theme')), 15_000);
    await stop(cli.child);
    const spans = collector.bodies.flatMap(
      (b) =>
        (
          JSON.parse(b) as {
            resourceSpans: {
              resource: { attributes: { key: string; value: { stringValue?: string } }[] };
              scopeSpans: { scope: { name: string }; spans: { name: string }[] }[];
            }[];
          }
        ).resourceSpans,
    );
    const services = spans.map((r) => r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue);
    expect(new Set(services)).toEqual(new Set(['portail-api']));
    const scopes = new Set(spans.flatMap((r) => r.scopeSpans.map((s) => s.scope.name)));
    expect([...scopes]).toEqual(
      expect.arrayContaining(['@opentelemetry/instrumentation-http', '@opentelemetry/instrumentation-express', '@opentelemetry/instrumentation-pg']),
    );
    expect(spans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((sp) => sp.name)))).toContain('GET /api/theme');
  } finally {
    collector.close();
  }
});

it('sends nothing when not configured, or when OTEL_SDK_DISABLED=true; readable lines in development', async () => {
  const collector = await fakeCollector();
  try {
    const disabled = await startCli({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SDK_DISABLED: 'true', OTEL_BSP_SCHEDULE_DELAY: '200' });
    const plain = await startCli({ OTEL_BSP_SCHEDULE_DELAY: '200', NODE_ENV: 'development', SEED_ON_FIRST_START: 'false' });
    for (const cli of [disabled, plain]) expect((await fetch(`http://127.0.0.1:${cli.port}/api/theme`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    await Promise.all([stop(disabled.child), stop(plain.child)]);
    expect(collector.bodies).toEqual([]);
    // pino-pretty in development: a readable line, not a JSON object.
    const ready = plain
      .output()
      .split('\n')
      .find((l) => l.includes('Portail prêt'))!;
    expect(ready).toContain(`Portail prêt sur http://localhost:${plain.port} `);
    expect(ready.trim().startsWith('{')).toBe(false);
  } finally {
    collector.close();
  }
});
