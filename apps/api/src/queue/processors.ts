import type { Job } from 'bullmq';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { MailMessageSchema } from '../modules/mail/mail.schema';
import { MailTransport } from '../modules/mail/mail.transport';
import { loadTheme } from '../modules/theme/load-theme';
import { JobName, QueueName } from './queues';

export type Processor = (job: Job) => Promise<unknown>;

export interface ProcessorDeps {
  ds: DataSource;
  config: AppConfig;
}

const PurgeSessionsPayload = z.object({}).strict();

/** One processor per queue; start-up fails if a queue has none. */
export function buildProcessors({ ds, config }: ProcessorDeps): { processors: Record<QueueName, Processor>; close(): void } {
  const { theme } = loadTheme(config);
  const mail = new MailTransport(config, config.mail.from ?? `"${theme.platformName}" <ne-pas-repondre@portail.local>`);
  const processors: Record<QueueName, Processor> = {
    [QueueName.Maintenance]: async (job) => {
      if (job.name !== JobName.PurgeSessions) throw new Error(`Tâche inconnue : ${job.name}`);
      PurgeSessionsPayload.parse(job.data ?? {});
      const result: unknown[] = await ds.query('DELETE FROM "session" WHERE "expire" < now() RETURNING sid');
      return { purged: Array.isArray(result) ? result.length : 0 };
    },
    [QueueName.Mail]: async (job) => {
      if (job.name !== JobName.SendMail) throw new Error(`Tâche inconnue : ${job.name}`);
      return { delivered: await mail.deliver(MailMessageSchema.parse(job.data)) };
    },
  };
  return { processors, close: () => mail.close() };
}
