import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createLogger } from '../common/logger';
import type { BlobStore } from '../common/storage/blob-store';
import { S3BlobStore } from '../common/storage/s3-blob-store';
import { createBlobStore, prepareBlobStore } from '../common/storage/storage.module';
import { openDatabase } from '../database/database';
import { createDataSource } from '../database/data-source';
import { createBackup } from './backup';
import { restoreArchive } from './restore';
import { pruneArchives, runSchedule } from './schedule';

const log = (message: string) => console.log(message);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/** The database and the blob store as they are: no migration first (a backup takes what is there, a restore needs it empty). */
async function withStack(run: (config: AppConfig, ds: DataSource, url: string, store: BlobStore) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config, createLogger(config.logLevel));
  const ds = createDataSource(db.url);
  const store = createBlobStore(config);
  try {
    await ds.initialize();
    await prepareBlobStore(store, config, log);
    await run(config, ds, db.url, store);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    if (store instanceof S3BlobStore) store.close();
    await db.stop();
  }
}

async function backupOnce(): Promise<void> {
  await withStack(async (config, ds, url, store) => {
    const started = Date.now();
    const result = await createBackup(config, ds, url, store);
    log(`Sauvegarde écrite : ${result.file} (${megabytes(result.bytes)}, ${result.blobs} fichiers, ${((Date.now() - started) / 1000).toFixed(1)} s).`);
    const removed = await pruneArchives(config.backup.dir);
    if (removed.length) log(`Rétention (7 quotidiennes, 4 hebdomadaires, 12 mensuelles) : ${removed.join(', ')} supprimée(s).`);
  });
}

/** `backup`: one archive now; `backup --schedule`: every day at BACKUP_AT. */
export async function runBackupCommand(args: string[]): Promise<void> {
  if (!args.includes('--schedule')) return backupOnce();
  const config = loadConfig();
  await runSchedule(config.backup.at, config.backup.timeZone, backupOnce, log);
}

/** `restore ARCHIVE [--remplacer]`. */
export async function runRestoreCommand(args: string[]): Promise<void> {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage : cli restore ARCHIVE [--remplacer] (ex. restore /backups/portail-2026-11-28T013000Z.tar)');
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--remplacer');
  if (unknown.length) throw new Error(`Option inconnue : ${unknown.join(' ')} (seule --remplacer existe).`);
  await withStack(async (config, ds, url, store) => {
    const started = Date.now();
    const result = await restoreArchive(config, ds, url, store, file, { replace: args.includes('--remplacer'), log });
    log(`Restauration terminée : base et ${result.blobs} fichiers en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const warning of result.warnings) log(warning);
  });
}
