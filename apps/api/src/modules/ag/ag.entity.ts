import type { Resolution } from '@portail/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/** The general assembly of one year: registration window, meeting, resolutions as ordered cards (spec 02 §9). */
@Entity('ag_annee')
export class AgAnnee {
  @PrimaryColumn('integer')
  millesime: number;

  @Column('timestamptz', { name: 'date_ouverture' })
  dateOuverture: Date;

  @Column('timestamptz', { name: 'date_fermeture' })
  dateFermeture: Date;

  /** The meeting's day; its events start at the fixed times of AG_HORAIRES. */
  @Column('timestamptz', { name: 'date_ag' })
  dateAg: Date;

  @Column('varchar', { length: 255 })
  lieu: string;

  /** The firm's president named in the proxy form; the entity's name from the theme otherwise. */
  @Column('varchar', { length: 255, nullable: true })
  president: string | null;

  @Column('jsonb', { default: () => "'[]'" })
  resolutions: Resolution[];
}

/** A dossier's invitation to one year's assembly (spec 02 §3 'Assembly invitation'). */
@Entity('ag_invitation')
@Index('UQ_ag_invitation_dossier_millesime', ['codeDossier', 'millesime'], { unique: true })
@Index('IDX_ag_invitation_millesime', ['millesime'])
export class AgInvitation {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier?: Relation<Dossier>;

  @Column('integer')
  millesime: number;

  @ManyToOne(() => AgAnnee, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'millesime', referencedColumnName: 'millesime' })
  annee?: Relation<AgAnnee>;

  /** Voting weight; zero gives no voice (no proxy form). */
  @Column('integer', { default: 0 })
  poids: number;

  @Column('integer', { name: 'nb_personne', nullable: true })
  nbPersonne: number | null;

  @Column('boolean', { nullable: true })
  participe: boolean | null;

  @Column('boolean', { name: 'pouvoir_president', default: false })
  pouvoirPresident: boolean;

  @Column('uuid', { name: 'user_modification', nullable: true })
  userModification: string | null;

  @Column('varchar', { name: 'libelle_user_modification', length: 255, nullable: true })
  libelleUserModification: string | null;

  @Column('uuid', { name: 'id_ag_dossier_pouvoir', nullable: true })
  idAgDossierPouvoir: string | null;

  @Column('timestamptz', { name: 'date_reponse', nullable: true })
  dateReponse: Date | null;

  @Column('timestamptz', { name: 'date_modification', nullable: true })
  dateModification: Date | null;

  /** The client's address as the server sees it (req.ip, TRUST_PROXY). */
  @Column('varchar', { name: 'adresse_ip', length: 45, nullable: true })
  adresseIp: string | null;
}
