import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type EvenementSecurite =
  | 'connexion'
  | 'code-refuse'
  | 'nouvel-appareil'
  | 'double-authentification-activee'
  | 'double-authentification-desactivee'
  | 'double-authentification-reinitialisee'
  | 'codes-secours-regeneres'
  | 'appareil-oublie'
  | 'session-terminee'
  | 'sessions-terminees';

/** Sign-ins and security changes of a person (what the member's data export lists as their sign-in journal). */
@Entity('journal_securite')
@Index('IDX_journal_securite_personne', ['guidPersonne', 'createdAt'])
export class JournalSecuriteEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_journal_securite' })
  id: string;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @Column('varchar', { length: 40 })
  evenement: EvenementSecurite;

  @Column('varchar', { length: 500, nullable: true })
  detail: string | null;

  @Column('varchar', { length: 64, nullable: true })
  adresse: string | null;

  @Column('varchar', { name: 'user_agent', length: 512, nullable: true })
  userAgent: string | null;

  /** The staff member who acted (a reset), null when the member did. */
  @Column('uuid', { nullable: true })
  auteur: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
