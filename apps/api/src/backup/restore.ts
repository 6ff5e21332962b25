import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { keyRingOf } from '../common/secrets/key-ring';
import type { BlobStore } from '../common/storage/blob-store';
import { MeasuringStream } from '../common/storage/size-limit';
import { migrate } from '../database/database';
import { BLOB_PREFIX, DUMP_ENTRY, type Manifest } from './manifest';
import { findPgTool, runPgTool, serverVersion } from './pg-tools';
import { ArchiveError, readTar } from './tar';
import { verifyArchive } from './verify-archive';

export interface RestoreOptions {
  /** Erase a database and a blob store that are not empty (`--remplacer`). */
  replace?: boolean;
  log?: (message: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  blobs: number;
  /** Migrations the archive predates, applied after the restore. */
  migrationsApplied: string[];
  warnings: string[];
}

async function userTables(ds: DataSource): Promise<number> {
  const [row]: { n: number }[] = await ds.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
  return row.n;
}

async function firstBlob(store: BlobStore): Promise<string | undefined> {
  for await (const { key } of store.list('')) if (!key.startsWith('.')) return key;
  return undefined;
}

async function wipeDatabase(ds: DataSource): Promise<void> {
  const schemas: { name: string }[] = await ds.query(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  );
  for (const { name } of schemas) await ds.query(`DROP SCHEMA "${name}" CASCADE`);
  await ds.query('CREATE SCHEMA public');
}

/** The ids of the archive's vault keys that the configured key ring lacks. */
function missingVaultKeys(config: AppConfig, manifest: Manifest): string[] {
  const ring = keyRingOf(config);
  return [...new Set([manifest.vault.keyId, ...manifest.vault.keyIdsInUse])].filter((id) => !ring.keys.has(id));
}

/**
 * Rebuilds an empty stack from an archive: checked whole first (nothing is touched when a byte is wrong), then the
 * database restored in one transaction, the blobs put back through the store's interface (filesystem or S3 alike),
 * and the migrations of a newer code applied. A database or store that is not empty is refused unless `replace`.
 */
export async function restoreArchive(
  config: AppConfig,
  ds: DataSource,
  databaseUrl: string,
  store: BlobStore,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const manifest = await verifyArchive(file);
  log(`Archive vérifiée : ${manifest.entries.length} entrées, sauvegarde du ${manifest.createdAt} (portail ${manifest.app.version}).`);
  const known = new Set(ds.migrations.map((m) => m.name ?? m.constructor.name));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(
      `L’archive vient d’une version plus récente du portail (migrations inconnues de ce code : ${unknown.join(', ')}) : restaurez-la avec cette version ou une plus récente.`,
    );
  const warnings: string[] = [];
  const missing = missingVaultKeys(config, manifest);
  if (missing.length) {
    warnings.push(
      `Attention : la clé VAULT_MASTER_KEY configurée (id ${keyRingOf(config).currentId}) n’est pas celle de l’archive (id ${missing.join(', ')}) : ` +
        'les identifiants partagés et les IBAN scellés restaurés ne pourront pas être révélés. Configurez la clé d’origine ' +
        '(ou ajoutez-la à VAULT_PREVIOUS_KEYS) avant de démarrer le portail ; le reste des données est intact.',
    );
    log(warnings[warnings.length - 1]);
  }
  const tables = await userTables(ds);
  const blob = await firstBlob(store);
  if ((tables || blob) && !options.replace)
    throw new Error(
      `${tables ? `La base de données n’est pas vide (${tables} tables)` : `Le stockage des fichiers n’est pas vide (${blob})`} : ` +
        'la restauration remplacerait ses données. Restaurez dans une pile vide, ou ajoutez --remplacer pour effacer la base et les fichiers actuels.',
    );
  const pgRestore = await findPgTool('pg_restore', await serverVersion(ds), config.backup.pgBinDir);
  const expected = new Map(manifest.entries.map((e) => [e.name, e.sha256]));
  const dump = path.join(os.tmpdir(), `portail-restauration-${randomBytes(6).toString('hex')}.dump`);
  let blobs = 0;
  try {
    await readTar(fs.createReadStream(file), async ({ name }, body) => {
      if (name === DUMP_ENTRY) {
        const measure = new MeasuringStream();
        await pipeline(Readable.from(body), measure, fs.createWriteStream(dump, { mode: 0o600 }));
        if (measure.digest() !== expected.get(name)) throw new ArchiveError(`${name} a changé depuis la vérification`);
        if (options.replace) await wipeDatabase(ds);
        log('Restauration de la base…');
        const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
        await runPgTool(pgRestore.binary, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${database}`, dump], databaseUrl);
        await fs.promises.rm(dump);
        log('Base restaurée ; restauration des fichiers…');
      } else if (name.startsWith(BLOB_PREFIX)) {
        const stored = await store.put(name.slice(BLOB_PREFIX.length), Readable.from(body));
        if (stored.sha256 !== expected.get(name)) throw new ArchiveError(`${name} a changé depuis la vérification`);
        blobs++;
      }
    });
    if (options.replace) await removeOthers(store, manifest);
  } finally {
    await fs.promises.rm(dump, { force: true });
  }
  const { ds: migrated, applied } = await migrate(databaseUrl);
  await migrated.destroy();
  log(applied.length ? `Migrations appliquées après la restauration : ${applied.join(', ')}` : 'Schéma à jour : aucune migration à appliquer.');
  return { manifest, blobs, migrationsApplied: applied, warnings };
}

/** With --remplacer, the store ends as the archive left it: blobs it does not hold are removed. */
async function removeOthers(store: BlobStore, manifest: Manifest): Promise<void> {
  const archived = new Set(manifest.entries.filter((e) => e.name.startsWith(BLOB_PREFIX)).map((e) => e.name.slice(BLOB_PREFIX.length)));
  const others: string[] = [];
  for await (const { key } of store.list('')) if (!key.startsWith('.') && !archived.has(key)) others.push(key);
  for (const key of others) await store.delete(key);
}
