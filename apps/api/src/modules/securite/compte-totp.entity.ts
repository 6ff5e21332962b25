import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Compte } from '../user/compte.entity';

/** A member's TOTP key, sealed (scope 'totp', bound to the account); `activeLe` is null while its setup waits for a first code. */
@Entity('compte_totp')
export class CompteTotpEntity {
  @PrimaryColumn('uuid', { name: 'compte_id', primaryKeyConstraintName: 'PK_compte_totp' })
  compteId: string;

  @OneToOne(() => Compte, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'compte_id', foreignKeyConstraintName: 'FK_compte_totp_compte' })
  compte: Relation<Compte>;

  @Column('bytea', { name: 'secret_scelle' })
  secretScelle: Buffer;

  @Column('bytea', { name: 'secret_iv' })
  secretIv: Buffer;

  @Column('bytea', { name: 'cle_chiffree' })
  cleChiffree: Buffer;

  @Column('varchar', { name: 'cle_id', length: 8 })
  cleId: string;

  @Column('timestamptz', { name: 'active_le', nullable: true })
  activeLe: Date | null;

  /** The time step of the last code accepted: a code is accepted once, and never one of an earlier step. */
  @Column('bigint', { name: 'dernier_pas', default: '0' })
  dernierPas: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
