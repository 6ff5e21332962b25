import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Compte } from '../user/compte.entity';

/** A single-use recovery code: only its keyed hash (HMAC-SHA-256) is kept. */
@Entity('code_secours')
@Unique('UQ_code_secours_empreinte', ['compteId', 'empreinte'])
export class CodeSecoursEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_code_secours' })
  id: string;

  @Column('uuid', { name: 'compte_id' })
  compteId: string;

  @ManyToOne(() => Compte, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'compte_id', foreignKeyConstraintName: 'FK_code_secours_compte' })
  compte: Relation<Compte>;

  @Column('varchar', { length: 64 })
  empreinte: string;

  @Column('timestamptz', { name: 'utilise_le', nullable: true })
  utiliseLe: Date | null;
}
