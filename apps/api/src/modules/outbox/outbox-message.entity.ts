import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A job recorded in the transaction of the write that needs it; the dispatcher hands it to BullMQ after commit. */
@Entity('outbox')
@Index('IDX_outbox_pending', ['createdAt'], { where: '"dispatched_at" IS NULL' })
export class OutboxMessage {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 50 })
  queue: string;

  @Column('varchar', { name: 'job_name', length: 100 })
  jobName: string;

  @Column('jsonb')
  payload: Record<string, unknown>;

  /** Business key (`activation-<jeton>`); also the BullMQ job id, so a row dispatched twice makes one job. */
  @Index('UQ_outbox_job_id', { unique: true })
  @Column('varchar', { name: 'job_id', length: 200 })
  jobId: string;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'dispatched_at', nullable: true })
  dispatchedAt: Date | null;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('varchar', { name: 'last_error', length: 500, nullable: true })
  lastError: string | null;
}
