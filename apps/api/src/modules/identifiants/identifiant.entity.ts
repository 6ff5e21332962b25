import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { JournalAction } from '@portail/contracts';
import { Dossier } from '../dossier/dossier.entity';

/** A credential entrusted to the firm (spec 02 §3): the password only as AES-256-GCM ciphertext under a wrapped data key. */
@Entity('identifiant')
@Index('IDX_identifiant_code_dossier', ['codeDossier'])
@Index('IDX_identifiant_cle_id', ['cleId'])
export class Identifiant {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { length: 255 })
  titre: string;

  @Column('varchar', { name: 'nom_utilisateur', length: 255 })
  nomUtilisateur: string;

  /** Ciphertext followed by the GCM tag. */
  @Column('bytea', { name: 'mot_de_passe_chiffre' })
  motDePasseChiffre: Buffer;

  @Column('bytea')
  iv: Buffer;

  /** The entry's data key wrapped by the master key `cleId`: iv, ciphertext, tag. */
  @Column('bytea', { name: 'cle_chiffree' })
  cleChiffree: Buffer;

  @Column('varchar', { name: 'cle_id', length: 8 })
  cleId: string;

  @Column('timestamptz', { name: 'date_creation', nullable: true })
  dateCreation: Date | null;

  @Column('varchar', { name: 'auteur_creation', length: 255, nullable: true })
  auteurCreation: string | null;

  @Column('timestamptz', { name: 'date_modification_agent', nullable: true })
  dateModificationAgent: Date | null;

  @Column('varchar', { name: 'agent_modification', length: 255, nullable: true })
  agentModification: string | null;

  @Column('timestamptz', { name: 'date_modification_adherent', nullable: true })
  dateModificationAdherent: Date | null;

  @Column('varchar', { name: 'adherent_modification', length: 255, nullable: true })
  adherentModification: string | null;
}

/** Who revealed, created, changed or deleted which entry and when; kept after the entry's deletion, gone with the dossier. */
@Entity('identifiant_journal')
@Index('IDX_identifiant_journal_entree', ['codeDossier', 'idIdentifiant', 'date'])
@Check('CHK_identifiant_journal_action', `"action" IN ('consultation', 'creation', 'modification', 'suppression')`)
export class IdentifiantJournalEntry {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'id_identifiant' })
  idIdentifiant: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { length: 16 })
  action: JournalAction;

  @Column('varchar', { length: 255 })
  auteur: string;

  @Column('uuid', { name: 'guid_auteur', nullable: true })
  guidAuteur: string | null;

  @Column('boolean', { name: 'est_collaborateur' })
  estCollaborateur: boolean;

  @Column('timestamptz')
  date: Date;

  /** The entry's title at the time (the entry may be gone). */
  @Column('varchar', { length: 255 })
  titre: string;
}
