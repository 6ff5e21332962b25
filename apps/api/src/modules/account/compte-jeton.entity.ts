import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Compte } from '../user/compte.entity';

/**
 * activation and reinitialisation and changement_mail travel as links (random token); code_mail and
 * code_pwd are 6-digit validation codes. Only a SHA-256 fingerprint is stored, never the secret.
 */
export type JetonType = 'activation' | 'reinitialisation' | 'changement_mail' | 'code_mail' | 'code_pwd';

/** A single-use, expiring secret sent to the holder of an account. */
@Entity('compte_jeton')
@Index(['compteId', 'type'])
export class CompteJeton {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'compte_id' })
  compteId: string;

  @ManyToOne(() => Compte, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'compte_id' })
  compte: Relation<Compte>;

  @Column('varchar', { length: 20 })
  type: JetonType;

  @Index({ unique: true })
  @Column('char', { length: 64 })
  empreinte: string;

  /** The new address of a mail change, confirmed by the link sent to it. */
  @Column('varchar', { length: 254, nullable: true })
  valeur: string | null;

  /** Wrong codes (or wrong dossier codes on a reset link); the secret is burnt after 5. */
  @Column('int', { default: 0 })
  tentatives: number;

  @Column('timestamptz', { name: 'date_expiration' })
  dateExpiration: Date;

  @Column('timestamptz', { name: 'date_utilisation', nullable: true })
  dateUtilisation: Date | null;

  @CreateDateColumn({ name: 'date_creation', type: 'timestamptz' })
  dateCreation: Date;
}
