import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { OutboxMessage } from './outbox-message.entity';

export type NewOutboxMessage = Pick<OutboxMessage, 'id' | 'queue' | 'jobName' | 'payload' | 'jobId'>;

/** Queries on the outbox table; inserts take the caller's transaction. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectRepository(OutboxMessage) private readonly rows: Repository<OutboxMessage>) {}

  /** A business key already recorded is kept as is: sending it again stays idempotent. */
  async insert(manager: EntityManager, row: NewOutboxMessage): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(row as QueryDeepPartialEntity<OutboxMessage>)
      .orIgnore()
      .execute();
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction(work);
  }

  /** Committed, undispatched rows, locked for this transaction; rows another dispatcher holds are skipped. */
  claim(tx: EntityManager, limit: number): Promise<OutboxMessage[]> {
    return tx
      .getRepository(OutboxMessage)
      .createQueryBuilder('o')
      .where('o.dispatchedAt IS NULL')
      .orderBy('o.createdAt', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  async markDispatched(tx: EntityManager, ids: string[]): Promise<void> {
    if (ids.length > 0)
      await tx
        .createQueryBuilder()
        .update(OutboxMessage)
        .set({ dispatchedAt: () => 'now()' })
        .whereInIds(ids)
        .execute();
  }

  async markFailed(tx: EntityManager, id: string, error: string): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({ attempts: () => 'attempts + 1', lastError: error.slice(0, 500) })
      .whereInIds([id])
      .execute();
  }

  /** Age in seconds of the oldest row not yet handed to BullMQ (0 when none waits); the partial index answers it. */
  async oldestPendingAgeSeconds(): Promise<number> {
    const [row] = await this.rows.query(`SELECT extract(epoch FROM now() - min(created_at))::float8 AS age FROM outbox WHERE dispatched_at IS NULL`);
    return Math.max(0, Number(row?.age ?? 0));
  }

  async purgeDispatched(olderThanDays: number): Promise<number> {
    const res = await this.rows.createQueryBuilder().delete().where(`dispatched_at < now() - make_interval(days => :days)`, { days: olderThanDays }).execute();
    return res.affected ?? 0;
  }
}
