import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { keyRingOf } from '../common/secrets/key-ring';
import { SEALED_TABLES } from '../common/secrets/rotation';
import { assertBlobKey, BlobNotFoundError, type BlobStore } from '../common/storage/blob-store';
import { ARCHIVE_FORMAT, BLOB_PREFIX, DUMP_ENTRY, MANIFEST_ENTRY, MANIFEST_HASH_ENTRY, manifestHashLine, type Manifest, type ManifestEntry } from './manifest';
import { findPgTool, runPgTool, serverVersion } from './pg-tools';
import { archiveName } from './retention';
import { TarWriter } from './tar';

export interface BackupResult {
  file: string;
  bytes: number;
  blobs: number;
  manifest: Manifest;
}

const isBlobKey = (key: string) => {
  try {
    assertBlobKey(key);
    return true;
  } catch {
    return false;
  }
};

/** The names TypeORM recorded, in the order they were applied. */
export async function appliedMigrations(ds: DataSource): Promise<string[]> {
  const [table]: { exists: string | null }[] = await ds.query(`SELECT to_regclass('public.migrations') AS exists`);
  if (!table.exists) return [];
  return ((await ds.query(`SELECT name FROM migrations ORDER BY id`)) as { name: string }[]).map((r) => r.name);
}

async function keyIdsInUse(ds: DataSource): Promise<string[]> {
  const ids = new Set<string>();
  for (const t of SEALED_TABLES) {
    const rows: { id: string }[] = await ds.query(`SELECT DISTINCT "${t.cleId}" AS id FROM "${t.table}" WHERE "${t.cleId}" IS NOT NULL`);
    for (const row of rows) ids.add(row.id);
  }
  return [...ids].sort();
}

function appVersion(config: AppConfig): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(config.rootDir, 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

/**
 * One dated archive in `config.backup.dir`: the database first (`pg_dump -Fc`, one consistent snapshot), then every blob
 * of the store, then the manifest. A blob written after the dump is an orphan the purge removes after a restore; one
 * deleted meanwhile was deleted with its row too, so leaving it out loses nothing. The archive is written under a
 * `.partial` name and renamed once whole: a crash never leaves a file that looks like a backup.
 */
export async function createBackup(config: AppConfig, ds: DataSource, databaseUrl: string, store: BlobStore, now = new Date()): Promise<BackupResult> {
  const dir = config.backup.dir;
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(now));
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const dump = `${partial}.dump`;
  const server = await serverVersion(ds);
  const pgDump = await findPgTool('pg_dump', server, config.backup.pgBinDir);
  const migrations = await appliedMigrations(ds);
  const keyIds = await keyIdsInUse(ds);
  let out: fs.WriteStream | undefined;
  try {
    await runPgTool(pgDump.binary, ['--format=custom', '--no-password', `--file=${dump}`], databaseUrl);
    out = fs.createWriteStream(partial, { flags: 'wx' });
    const tar = new TarWriter(out);
    const entries: ManifestEntry[] = [];
    entries.push(await tar.add(DUMP_ENTRY, (await fs.promises.stat(dump)).size, fs.createReadStream(dump)));
    await fs.promises.rm(dump);
    let bytes = 0;
    for await (const { key } of store.list('')) {
      if (!isBlobKey(key)) continue;
      const stat = await store.stat(key);
      const source = stat && (await store.get(key).catch((e: unknown) => (e instanceof BlobNotFoundError ? null : Promise.reject(e))));
      if (!stat || !source) continue;
      entries.push(await tar.add(`${BLOB_PREFIX}${key}`, stat.size, source));
      bytes += stat.size;
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      app: appVersion(config),
      database: { serverVersion: server.text, pgDump: pgDump.version, migrations },
      storage: { driver: config.storage.driver, blobs: entries.length - 1, bytes },
      vault: { keyId: keyRingOf(config).currentId, keyIdsInUse: keyIds },
      entries,
    };
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.addBuffer(MANIFEST_ENTRY, json);
    await tar.addBuffer(MANIFEST_HASH_ENTRY, Buffer.from(manifestHashLine(createHash('sha256').update(json).digest('hex'))));
    await tar.finish();
    await fsync(partial);
    await fs.promises.rename(partial, file);
    return { file, bytes: (await fs.promises.stat(file)).size, blobs: manifest.storage.blobs, manifest };
  } finally {
    out?.destroy();
    await fs.promises.rm(dump, { force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

async function fsync(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
