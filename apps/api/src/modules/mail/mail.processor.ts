import { Inject, OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobProcessor, type QueueProcessor } from '../../queue/job-processor';
import { JobName, QueueName } from '../../queue/queues';
import { ThemeService } from '../theme/theme.service';
import { MailAttachments } from './mail-attachments';
import { MailMessageSchema } from './mail.schema';
import { MailTransport } from './mail.transport';

/** Delivers the queued mails (SMTP or the .eml outbox), with their attachments read from the blob store. */
@JobProcessor(QueueName.Mail)
export class MailProcessor implements QueueProcessor, OnModuleDestroy {
  private transport?: MailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly theme: ThemeService,
    private readonly attachments: MailAttachments,
  ) {}

  async process(job: Job): Promise<unknown> {
    if (job.name !== JobName.SendMail) throw new Error(`Tâche inconnue : ${job.name}`);
    this.transport ??= new MailTransport(this.config, this.config.mail.from ?? `"${this.theme.theme.platformName}" <ne-pas-repondre@portail.local>`);
    const message = await this.attachments.resolve(MailMessageSchema.parse(job.data));
    return { delivered: await this.transport.deliver(message) };
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
