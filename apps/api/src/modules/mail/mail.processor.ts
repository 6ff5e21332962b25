import { Inject, OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobProcessor, type QueueProcessor } from '../../queue/job-processor';
import { JobName, QueueName } from '../../queue/queues';
import { ThemeService } from '../theme/theme.service';
import { MailMessageSchema } from './mail.schema';
import { MailTransport } from './mail.transport';

/** Delivers the queued mails (SMTP or the .eml outbox). */
@JobProcessor(QueueName.Mail)
export class MailProcessor implements QueueProcessor, OnModuleDestroy {
  private transport?: MailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly theme: ThemeService,
  ) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.SendMail) throw new Error(`Tâche inconnue : ${job.name}`);
    this.transport ??= new MailTransport(this.config, this.config.mail.from ?? `"${this.theme.theme.platformName}" <ne-pas-repondre@portail.local>`);
    return { delivered: await this.transport.deliver(MailMessageSchema.parse(job.data)) };
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
