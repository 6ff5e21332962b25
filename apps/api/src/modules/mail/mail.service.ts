import { HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { ErrorCode } from '@portail/contracts';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobName, QueueName } from '../../queue/queues';
import { REDIS } from '../redis/redis.module';
import { MailMessageSchema, type MailMessage } from './mail.schema';

const READY_WAIT_MS = 2000;
const ADD_TIMEOUT_MS = 5000;

export const MAIL_UNAVAILABLE = "Le service d'envoi des mails est momentanément indisponible. Veuillez réessayer dans quelques minutes.";

/** Queues mails for the worker; a mail is never sent from a request. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly queue: Queue;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.queue = new Queue(QueueName.Mail, { prefix: config.queuePrefix, connection: { url: config.redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false } });
    this.queue.on('error', () => undefined);
  }

  /** jobId, when given, makes the send idempotent (a business key such as `activation-<compte>`; BullMQ refuses a colon). */
  async send(message: MailMessage, jobId?: string): Promise<void> {
    const payload = MailMessageSchema.parse(message);
    // BullMQ waits for Redis forever: without a ready connection, answer 503 instead of hanging.
    if (!(await this.redisReady())) throw unavailable();
    try {
      await withTimeout(
        this.queue.add(JobName.SendMail, payload, {
          jobId,
          attempts: 8,
          backoff: { type: 'exponential', delay: 5000 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        }),
        ADD_TIMEOUT_MS,
      );
    } catch {
      throw unavailable();
    }
  }

  /** Ready now, or within a short wait while the first connection is being made. */
  private redisReady(): Promise<boolean> {
    if (this.redis.status === 'ready') return Promise.resolve(true);
    if (!['wait', 'connecting', 'connect'].includes(this.redis.status)) return Promise.resolve(false);
    return withTimeout(new Promise<boolean>((resolve) => this.redis.once('ready', () => resolve(true))), READY_WAIT_MS).catch(() => false);
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }
}

function unavailable(): AppException {
  return new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: MAIL_UNAVAILABLE, displayable: true });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
