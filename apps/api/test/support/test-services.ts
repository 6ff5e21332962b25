import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/** The stack's own images (docker-compose.yml), so the tests run on the PostgreSQL and Redis the firm runs. */
export const STACK_POSTGRES_IMAGE = 'postgres:17-trixie';
export const STACK_REDIS_IMAGE = 'redis:8-trixie';
const PODMAN_SOCKET = '/run/podman/podman.sock';

export interface TestServices {
  /** Admin URL of the PostgreSQL server the run clones its databases on. */
  databaseUrl: string;
  /** Redis for the run; undefined keeps REDIS_URL or the local default. */
  redisUrl?: string;
  /** Which path this run took, printed at the start of the run and named in the README. */
  description: string;
  stop(): Promise<void>;
}

/**
 * TEST_DATABASE_URL when set; else, when a container engine answers (Docker, or podman's Docker-compatible socket)
 * and has the stack's images, PostgreSQL and Redis containers started through testcontainers; else an embedded
 * PostgreSQL beside the local Redis. TEST_CONTAINERS=false skips the containers.
 */
export async function startTestServices(): Promise<TestServices> {
  if (process.env.TEST_DATABASE_URL) {
    return {
      databaseUrl: process.env.TEST_DATABASE_URL,
      description: `PostgreSQL de TEST_DATABASE_URL (${hostOf(process.env.TEST_DATABASE_URL)})`,
      stop: async () => undefined,
    };
  }
  let refusal = 'TEST_CONTAINERS=false';
  if (process.env.TEST_CONTAINERS !== 'false') {
    try {
      return await startContainers();
    } catch (error) {
      refusal = (error as Error).message.split('\n')[0];
    }
  }
  return startEmbedded(refusal);
}

async function startContainers(): Promise<TestServices> {
  if (!process.env.DOCKER_HOST && !fs.existsSync('/var/run/docker.sock') && fs.existsSync(PODMAN_SOCKET)) {
    process.env.DOCKER_HOST = `unix://${PODMAN_SOCKET}`;
  }
  // Ryuk (the reaper) is an image of its own that no registry here serves; the teardown stops the containers itself.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  const { GenericContainer, ImageName, Wait, getContainerRuntimeClient } = await import('testcontainers');
  const client = await getContainerRuntimeClient();
  for (const image of [STACK_POSTGRES_IMAGE, STACK_REDIS_IMAGE]) {
    if (!(await client.image.exists(ImageName.fromString(image)))) throw new Error(`image ${image} absente du moteur de conteneurs`);
  }
  const labels = { 'portail.test': 'api', 'portail.test.pid': String(process.pid) };
  const never = { shouldPull: () => false };
  const [postgres, redis] = await Promise.all([
    new GenericContainer(STACK_POSTGRES_IMAGE)
      .withEnvironment({ POSTGRES_PASSWORD: 'test', POSTGRES_INITDB_ARGS: '--no-sync' })
      // The tests' databases are thrown away: no fsync, as the embedded server.
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'])
      .withExposedPorts(5432)
      .withLabels(labels)
      .withPullPolicy(never)
      .withWaitStrategy(Wait.forListeningPorts())
      .withStartupTimeout(120_000)
      .start(),
    // Persistence on, as in the stack: a restart keeps the queues.
    new GenericContainer(STACK_REDIS_IMAGE)
      .withCommand(['redis-server', '--appendonly', 'yes'])
      .withExposedPorts(6379)
      .withLabels(labels)
      .withPullPolicy(never)
      .withWaitStrategy(Wait.forListeningPorts())
      .withStartupTimeout(120_000)
      .start(),
  ]);
  const databaseUrl = `postgres://postgres:test@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`;
  await untilAccepting(databaseUrl);
  const engine = process.env.DOCKER_HOST?.includes('podman') ? 'podman' : 'Docker';
  const clients = pgClientsInContainer(postgres.getId(), engine === 'podman' ? 'podman' : 'docker');
  return {
    databaseUrl,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    description: `conteneurs ${STACK_POSTGRES_IMAGE} et ${STACK_REDIS_IMAGE} (testcontainers, ${engine})`,
    stop: async () => {
      fs.rmSync(clients, { recursive: true, force: true });
      await Promise.all([postgres.stop({ remove: true, removeVolumes: true }), redis.stop({ remove: true, removeVolumes: true })]);
    },
  };
}

/**
 * PG_BIN_DIR for the backup tests: pg_dump and pg_restore of the container's own PostgreSQL (the host's client may be
 * older than the server, which pg_dump refuses), through pg-client-in-container.cjs.
 */
function pgClientsInContainer(container: string, cli: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-test-pg-bin-'));
  const program = path.join(__dirname, 'pg-client-in-container.cjs');
  for (const tool of ['pg_dump', 'pg_restore']) {
    fs.writeFileSync(path.join(dir, tool), `#!/bin/sh\nexec node ${JSON.stringify(program)} ${tool} "$@"\n`, { mode: 0o755 });
  }
  process.env.PG_BIN_DIR = dir;
  process.env.PORTAIL_TEST_PG_CONTAINER = container;
  process.env.PORTAIL_TEST_CONTAINER_CLI = cli;
  return dir;
}

async function startEmbedded(refusal: string): Promise<TestServices> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-test-pg-'));
  fs.chmodSync(dir, 0o777);
  const port = 15000 + Math.floor(Math.random() * 5000);
  const pg = await startEmbeddedPostgres(dir, port, () => undefined);
  const url = new URL(pg.url);
  url.pathname = '/postgres';
  return {
    databaseUrl: url.toString(),
    description: `PostgreSQL embarqué et Redis local (pas de conteneurs : ${refusal})`,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The port answers before the server accepts sessions (the image's first start restarts it once). */
async function untilAccepting(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function hostOf(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
}
