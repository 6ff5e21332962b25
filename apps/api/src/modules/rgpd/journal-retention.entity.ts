import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One run of one retention rule: what it removed, and the cutoff it applied. */
@Entity('journal_retention')
export class JournalRetentionEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_journal_retention' })
  id: string;

  @Column('varchar', { length: 60 })
  regle: string;

  @Column('int')
  supprimes: number;

  @Column('timestamptz')
  avant: Date;

  @Column('timestamptz', { name: 'execute_le', default: () => 'now()' })
  executeLe: Date;
}
