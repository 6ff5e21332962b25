import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { JobName, QueueName } from '../../queue/queues';
import { OutboxDispatcher, markOutboxWritten } from './outbox.dispatcher';
import { OutboxRepository } from './outbox.repository';

export interface OutboxJob {
  queue: QueueName;
  name: JobName;
  /** Already validated against the job's payload schema. */
  data: Record<string, unknown>;
  /** Business key; without one the row id is used. BullMQ refuses a colon. */
  jobId?: string;
}

/** Records a job in the caller's transaction: it leaves for BullMQ only once that transaction commits. */
@Injectable()
export class OutboxService {
  constructor(
    private readonly repo: OutboxRepository,
    private readonly dispatcher: OutboxDispatcher,
    @InjectEntityManager() private readonly defaultManager: EntityManager,
  ) {}

  async enqueue(manager: EntityManager | undefined, job: OutboxJob): Promise<string> {
    const id = randomUUID();
    const tx = manager ?? this.defaultManager;
    await this.repo.insert(tx, { id, queue: job.queue, jobName: job.name, payload: job.data, jobId: job.jobId ?? id });
    if (tx.queryRunner?.isTransactionActive) markOutboxWritten(tx.queryRunner);
    else this.dispatcher.nudge();
    return id;
  }

  /** The outbox's lag: how long the oldest job recorded and not yet handed to BullMQ has waited, in seconds. */
  lagSeconds(): Promise<number> {
    return this.repo.oldestPendingAgeSeconds();
  }
}
