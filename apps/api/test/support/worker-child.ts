import { NestFactory } from '@nestjs/core';
import { createLogger } from '../../src/common/logger';
import { loadConfig } from '../../src/config/app-config';
import { startWorkers } from '../../src/queue/start-workers';
import { WorkerModule } from '../../src/worker.module';

/** The stand-alone worker in a child process of a test, on the database and queue its environment names (no migration). */
async function main(): Promise<void> {
  const config = loadConfig();
  const context = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.database.url!), { logger: ['error'] });
  await startWorkers(context, createLogger('silent'));
  process.stdout.write('worker-pret\n');
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
