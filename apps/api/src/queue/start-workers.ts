import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { QueueWorkers, type RunningWorkers } from './queue-workers';

export type { RunningWorkers };

/** Starts the BullMQ workers of an api or worker application context and schedules the recurring jobs. */
export function startWorkers(app: INestApplicationContext, logger: Logger): Promise<RunningWorkers> {
  return app.get(QueueWorkers).start(logger);
}
