import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { JobName, QueueName } from '../../../queue/queues';
import { OutboxService } from '../../outbox/outbox.service';
import { maskE164 } from './phone-number';
import { SmsRefusRepository } from './sms-refus.repository';
import { SmsGateway, SmsRefusedError } from './sms.gateway';
import { SmsMessageSchema, type SmsMessage } from './sms.schema';

/**
 * SMS through the outbox (ADR 0005, 0021): the write records it in its transaction, the worker hands it to the
 * gateway. A failure is retried with the queue's backoff; a final refusal is recorded against the number.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger(SmsService.name);

  constructor(
    private readonly outbox: OutboxService,
    private readonly gateway: SmsGateway,
    private readonly refus: SmsRefusRepository,
  ) {}

  /** jobId: the business key (one SMS per code); pass the caller's transaction so a rolled-back write sends nothing. */
  async send(manager: EntityManager, message: SmsMessage, jobId: string): Promise<void> {
    const data = SmsMessageSchema.parse(message);
    await this.outbox.enqueue(manager, { queue: QueueName.Sms, name: JobName.SendSms, data, jobId });
  }

  /** The provider refused this number for good, and no SMS reached it since. */
  isRefused(numero: string): Promise<boolean> {
    return this.refus.exists(numero);
  }

  /** One attempt of the worker; a thrown Error is retried by BullMQ, an UnrecoverableError is not. */
  async deliver(message: SmsMessage): Promise<{ delivered: boolean; reference?: string }> {
    const to = maskE164(message.to);
    if (message.expiresAt && Date.parse(message.expiresAt) <= Date.now()) {
      this.logger.warn(`SMS au ${to} abandonné : son code a expiré avant que la passerelle ne l’accepte`);
      return { delivered: false };
    }
    try {
      const reference = await this.gateway.send(message);
      await this.refus.clear(message.to);
      this.logger.log(`SMS envoyé au ${to}`);
      return { delivered: true, reference };
    } catch (e) {
      if (!(e instanceof SmsRefusedError)) throw e;
      await this.refus.record(message.to, e.message);
      this.logger.warn(`SMS au ${to} refusé : ${e.message}`);
      throw new UnrecoverableError(e.message);
    }
  }
}
