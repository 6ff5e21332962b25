import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobName, QueueName } from '../../queue/queues';
import { OutboxService } from '../outbox/outbox.service';
import { MailMessageSchema, type MailMessage } from './mail.schema';

/** Records mails in the outbox; the worker sends them once the caller's transaction commits. */
@Injectable()
export class MailService {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * jobId, when given, makes the send idempotent (a business key such as `activation-<compte>`; BullMQ
   * refuses a colon). Pass the caller's transaction so a rolled-back write sends nothing.
   */
  async send(message: MailMessage, jobId?: string, manager?: EntityManager): Promise<void> {
    const data = MailMessageSchema.parse(message);
    await this.outbox.enqueue(manager, { queue: QueueName.Mail, name: JobName.SendMail, data, jobId });
  }
}
