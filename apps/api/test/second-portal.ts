import { createLogger } from '../src/common/logger';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createApp, type PortalApp } from '../src/create-app';
import { startWorkers, type RunningWorkers } from '../src/queue/start-workers';
import { freePort, type TestPortal } from './test-app';

export interface SecondPortal {
  /** Where this replica listens, when started with `listen`. */
  baseUrl: string;
  config: AppConfig;
  portal: PortalApp;
  close(): Promise<void>;
}

/**
 * Another api replica on the database of `t` (its outbox dispatcher included), with a working Redis
 * unless `env` says otherwise, and its own BullMQ worker when asked: what takes over once Redis answers.
 */
export async function startSecondPortal(
  t: TestPortal,
  env: Record<string, string> = {},
  options: { withWorker?: boolean; listen?: boolean } = {},
): Promise<SecondPortal> {
  const url = t.config.database.url!;
  const port = options.listen ? await freePort() : undefined;
  const baseUrl = port ? `http://localhost:${port}` : t.baseUrl;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    ...(port ? { PORT: String(port) } : {}),
    DATABASE_URL: url,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: t.config.queuePrefix,
    RATE_LIMIT_PREFIX: t.config.rateLimitPrefix,
    DATA_DIR: t.config.dataDir,
    ...env,
  });
  const portal = await createApp(config, url, createLogger('silent'));
  if (port) await portal.app.listen(port, '127.0.0.1');
  const workers: RunningWorkers | undefined = options.withWorker ? await startWorkers(portal.app, createLogger('silent')) : undefined;
  return {
    baseUrl,
    config,
    portal,
    close: async () => {
      await workers?.close();
      await portal.close();
    },
  };
}
