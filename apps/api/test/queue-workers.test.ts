import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Job } from 'bullmq';
import { createLogger } from '../src/common/logger';
import { APP_CONFIG, loadConfig } from '../src/config/app-config';
import { JobProcessor, type QueueProcessor } from '../src/queue/job-processor';
import { QueueModule } from '../src/queue/queue.module';
import { JobName, QueueName } from '../src/queue/queues';
import { QueueWorkers } from '../src/queue/queue-workers';
import { startWorkers } from '../src/queue/start-workers';
import { WorkerModule } from '../src/worker.module';
import { cloneTemplate } from './test-database';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  QUEUE_PREFIX: 'test-queue-workers',
});

@JobProcessor(QueueName.Mail)
class OnlyMailProcessor implements QueueProcessor {
  async process(_job: Job): Promise<unknown> {
    return null;
  }
}

@Global()
@Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
class ConfigModule {}

@Module({ imports: [ConfigModule, QueueModule], providers: [OnlyMailProcessor] })
class MissingProcessorModule {}

describe('queue workers', () => {
  it('refuse to start while a queue of queues.ts has no processor', async () => {
    const context = await NestFactory.createApplicationContext(MissingProcessorModule, { logger: false });
    try {
      await expect(startWorkers(context, createLogger('silent'))).rejects.toThrow(`Aucun processeur pour la file ${QueueName.Maintenance}`);
    } finally {
      await context.close();
    }
  });
});

describe('the stand-alone worker', () => {
  it('has a processor for every queue, the appointment files purge and the yearly DUER reminder included', async () => {
    const db = await cloneTemplate();
    const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db.url), { logger: false });
    try {
      const processors = context.get(QueueWorkers).processors();
      expect([...processors.keys()].sort()).toEqual(Object.values(QueueName).sort());
      expect(processors.get(QueueName.RendezVousFichiers)?.schedules).toEqual([{ name: JobName.PurgeRendezVousFichiers, every: 3600_000 }]);
      expect(processors.get(QueueName.DuerRappels)?.schedules).toEqual([{ name: JobName.RappelerMiseAJourDuer, every: 24 * 3600_000, atStart: true }]);
    } finally {
      await context.close();
      await db.drop();
    }
  });
});
