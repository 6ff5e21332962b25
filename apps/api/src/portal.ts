import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { createLogger } from './common/logger';
import { migrate, openDatabase, withFirstStartLock } from './database/database';
import { createApp } from './create-app';
import { startWorkers } from './queue/start-workers';
import { prepareStorage } from './common/storage/storage.module';

export interface PortalOptions {
  /**
   * Fills an empty database and says whether it did: the cli's `start` (npm start, the image's entry) passes the QA set
   * (SEED_ON_FIRST_START on a developer's machine or a QA stack) or the firm's reference tables (production).
   */
  firstStartData?: (ds: DataSource) => Promise<boolean>;
}

/** Starts the portal; a start that fails says why in French and exits 1. */
export function runPortal(options: PortalOptions = {}): void {
  startPortal(options).catch((e: unknown) => {
    console.error('Échec du démarrage :', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

async function startPortal(options: PortalOptions): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.logLevel, config.logFormat);
  const db = await openDatabase(config, logger);
  const { ds, applied } = await migrate(db.url);
  if (applied.length) logger.info({ migrations: applied }, 'Migrations appliquées');
  await prepareStorage(config, (m) => logger.info(m));
  if (options.firstStartData && (await withFirstStartLock(ds, () => options.firstStartData!(ds))))
    logger.info(config.seedOnFirstStart ? 'Jeu de données QA chargé (premier démarrage)' : 'Tables de référence chargées (premier démarrage)');
  const portal = await createApp(config, db.url, logger);
  const workers = config.worker.inProcess ? await startWorkers(portal.app, logger) : undefined;
  await portal.app.listen(config.port).catch(async (e: unknown) => {
    await db.stop().catch(() => undefined);
    if ((e as { code?: string }).code === 'EADDRINUSE')
      throw new Error(`le port ${config.port} est déjà utilisé (un autre portail ?) : choisissez un autre PORT.`);
    throw e;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { port } = portal.app.getHttpServer().address() as AddressInfo;
  const url = `http://localhost:${port}`;
  const publicUrl = config.publicUrl === url ? '' : ` (adresse publique ${config.publicUrl})`;
  logger.info({ url, publicUrl: config.publicUrl, port, startupSeconds: Number(seconds) }, `Portail prêt sur ${url}${publicUrl} en ${seconds} s`);

  const shutdown = async () => {
    logger.info('Arrêt du portail');
    // Keeps the event loop alive while closing, and bounds the wait.
    const deadline = setTimeout(() => process.exit(1), 15_000);
    try {
      await workers?.close();
      await portal.close();
      await ds.destroy();
    } catch (e) {
      logger.error({ err: e }, 'Arrêt incomplet');
    } finally {
      await db.stop().catch(() => undefined);
      clearTimeout(deadline);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
