import { HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ErrorCode } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobName, QueueName } from '../../queue/queues';
import { MailMessageSchema, type MailMessage } from './mail.schema';

export const MAIL_UNAVAILABLE = "Le service d'envoi des mails est momentanément indisponible. Veuillez réessayer dans quelques minutes.";

/** Queues mails for the worker; a mail is never sent from a request. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly queue: Queue;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue(QueueName.Mail, { prefix: config.queuePrefix, connection: { url: config.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false } });
    this.queue.on('error', () => undefined);
  }

  /** jobId, when given, makes the send idempotent (a business key such as `activation:<compte>`). */
  async send(message: MailMessage, jobId?: string): Promise<void> {
    const payload = MailMessageSchema.parse(message);
    try {
      await this.queue.add(JobName.SendMail, payload, {
        jobId,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
    } catch {
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: MAIL_UNAVAILABLE, displayable: true });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }
}
