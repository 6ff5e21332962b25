import { NestFactory } from '@nestjs/core';
import { assertSharedStorage, ConfigError, loadConfig } from './config/app-config';
import { createLogger } from './common/logger';
import { migrate, openDatabase } from './database/database';
import { HealthProbes } from './modules/health/health-probes';
import { startWorkers } from './queue/start-workers';
import { prepareStorage } from './common/storage/storage.module';
import { serveWorkerHealth } from './worker-health';
import { metricsHandler } from './common/metrics/metrics-endpoint';
import { MetricsService } from './modules/metrics/metrics.service';
import { WorkerModule } from './worker.module';

/** Stand-alone worker (`cli worker`): BullMQ processors only, in a Nest application context, with its health port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logFormat);
  if (!config.database.url) throw new ConfigError('Configuration invalide :\n  - DATABASE_URL: obligatoire pour un worker séparé');
  assertSharedStorage(config);
  await prepareStorage(config, (m) => logger.info(m));
  const db = await openDatabase(config, logger);
  const { ds } = await migrate(db.url);
  await ds.destroy();
  const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db.url), { logger: ['error', 'warn'] });
  const workers = await startWorkers(context, logger);
  const metrics = context.get(MetricsService);
  const health = await serveWorkerHealth(
    context.get(HealthProbes),
    config.worker.healthPort,
    metricsHandler(config.metrics.token, () => metrics.scrape()),
  );
  logger.info({ healthPort: config.worker.healthPort }, 'Worker démarré');
  const shutdown = async () => {
    health.close();
    await workers.close();
    await context.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

export function runWorker(): void {
  main().catch((e: unknown) => {
    console.error('Échec du démarrage du worker :', e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

if (require.main === module) runWorker();
