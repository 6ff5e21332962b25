import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { createDataSource } from './data-source';
import { lockDataDir } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { DataSource } from 'typeorm';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when given, else the embedded PostgreSQL under .data/pg. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<DatabaseHandle> {
  if (config.database.url) return { url: config.database.url, embedded: false, stop: async () => undefined };
  // Before anything starts: a second portal on the same folder must not adopt, then stop, the first one's server.
  const release = lockDataDir(config.dataDir);
  const pg = await startEmbeddedPostgres(config.dataDir, config.database.embeddedPort, (m) => logger.info(m)).catch((e: unknown) => {
    release();
    throw e;
  });
  logger.info({ port: config.database.embeddedPort }, 'PostgreSQL embarqué démarré');
  return {
    url: pg.url,
    embedded: true,
    stop: async () => {
      await pg.stop();
      release();
    },
  };
}

const MIGRATION_LOCK = 7_262_001;
const FIRST_START_LOCK = 7_262_002;

/** Runs `fill` under a lock: replicas starting together on an empty database fill it once (the others then find it filled). */
export async function withFirstStartLock<T>(ds: DataSource, fill: () => Promise<T>): Promise<T> {
  const lock = ds.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]);
    return await fill();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

/** Applies pending migrations; an advisory lock lets several api replicas start at once. */
export async function migrate(url: string): Promise<{ ds: DataSource; applied: string[] }> {
  const ds = createDataSource(url);
  await ds.initialize();
  const lock = ds.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'each' });
    return { ds, applied: applied.map((m) => m.name) };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
