import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config/app-config';
import { createLogger } from './common/logger';
import { migrate, openDatabase } from './database/database';
import { createApp } from './create-app';
import { startWorkers } from './queue/start-workers';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';

async function main(): Promise<void> {
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
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const { ds, applied } = await migrate(db.url);
  if (applied.length) logger.info({ migrations: applied }, 'Migrations appliquées');
  if (config.seedOnFirstStart) await seedOnFirstStart(ds, logger);
  const portal = await createApp(config, db.url, logger);
  const workers = config.worker.inProcess ? await startWorkers(portal.app, logger) : undefined;
  await portal.app.listen(config.port).catch(async (e: unknown) => {
    await db.stop().catch(() => undefined);
    if ((e as { code?: string }).code === 'EADDRINUSE')
      throw new Error(`le port ${config.port} est déjà utilisé (un autre portail ?) : choisissez un autre PORT.`);
    throw e;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info({ url: config.publicUrl, port: config.port, startupSeconds: Number(seconds) }, `Portail prêt sur ${config.publicUrl} en ${seconds} s`);

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

/** A path held in a variable: tsc does not follow it, so the image build needs no seeds/. */
const DEV_SEED_ENTRY = './dev/seed-on-first-start.js';

async function seedOnFirstStart(ds: DataSource, logger: Logger): Promise<void> {
  let dev: { seedOnFirstStart(ds: DataSource): Promise<boolean> };
  try {
    dev = (await import(DEV_SEED_ENTRY)) as typeof dev;
  } catch (e) {
    if (!['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((e as { code?: string }).code ?? '')) throw e;
    logger.warn('Jeu de données QA absent de cette installation : base laissée vide');
    return;
  }
  if (await dev.seedOnFirstStart(ds)) logger.info('Jeu de données QA chargé (premier démarrage)');
}

void main().catch((e: unknown) => {
  console.error('Échec du démarrage :', e instanceof Error ? e.message : e);
  process.exit(1);
});
