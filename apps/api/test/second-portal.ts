import { createLogger } from '../src/common/logger';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { createApp, type PortalApp } from '../src/create-app';
import { startWorkers, type RunningWorkers } from '../src/queue/start-workers';
import type { TestPortal } from './test-app';

export interface SecondPortal {
  config: AppConfig;
  portal: PortalApp;
  close(): Promise<void>;
}

/**
 * Another api replica on the database of `t` (its outbox dispatcher included), with a working Redis
 * unless `env` says otherwise, and its own BullMQ worker when asked: what takes over once Redis answers.
 */
export async function startSecondPortal(t: TestPortal, env: Record<string, string> = {}, options: { withWorker?: boolean } = {}): Promise<SecondPortal> {
  const url = t.config.database.url!;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: t.baseUrl,
    DATABASE_URL: url,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: t.config.queuePrefix,
    DATA_DIR: t.config.dataDir,
    ...env,
  });
  const portal = await createApp(config, url, createLogger('silent'));
  const workers: RunningWorkers | undefined = options.withWorker ? await startWorkers(portal.app, createLogger('silent')) : undefined;
  return {
    config,
    portal,
    close: async () => {
      await workers?.close();
      await portal.close();
    },
  };
}
