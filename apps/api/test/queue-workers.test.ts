import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Job } from 'bullmq';
import { createLogger } from '../src/common/logger';
import { APP_CONFIG, loadConfig } from '../src/config/app-config';
import { JobProcessor, type QueueProcessor } from '../src/queue/job-processor';
import { QueueModule } from '../src/queue/queue.module';
import { QueueName } from '../src/queue/queues';
import { startWorkers } from '../src/queue/start-workers';

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
