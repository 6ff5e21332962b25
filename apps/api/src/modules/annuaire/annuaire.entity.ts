import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { EtatRappel, Ressource } from '@portail/contracts';
import { Dossier } from '../dossier/dossier.entity';

/** A service of the firm's directory (spec 02 §3); expertise is HTML sanitised on write and again on read. */
@Entity('annuaire_service')
@Index('UQ_annuaire_service_slug', ['slug'], { unique: true })
export class ServiceAnnuaire {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 120 })
  slug: string;

  @Column('varchar', { length: 255 })
  titre: string;

  @Column('text')
  description: string;

  @Column('text', { array: true, default: () => "'{}'" })
  categories: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  tags: string[];

  @Column('date', { name: 'date_creation' })
  dateCreation: string;

  /** Recommended by the firm: listed first. */
  @Column('boolean', { name: 'is_starred', default: false })
  isStarred: boolean;

  @Column('text', { default: '' })
  presentation: string;

  @Column('text', { default: '' })
  accompagnement: string;

  @Column('text', { default: '' })
  expertise: string;

  /** Videos { type: 'video', idVideo } and PDFs { type: 'pdf', lien, nom }, validated by RessourcesSchema. */
  @Column('jsonb', { default: () => "'[]'" })
  ressources: Ressource[];
}

/** A member's callback request to an adviser of the dossier about a service (spec 02 §3, §4). */
@Entity('demande_rappel')
@Index('IDX_demande_rappel_dossier', ['codeDossier', 'dateDemande'])
/** One open request (not yet contacted) per service, dossier and adviser. */
@Index('UQ_demande_rappel_ouverte', ['idService', 'codeDossier', 'codeAgent'], { unique: true, where: `"etat" <> 'contacte'` })
@Check('CHK_demande_rappel_etat', `"etat" IN ('non_contacte', 'en_cours', 'contacte')`)
export class DemandeRappel {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'id_service' })
  idService: string;

  @ManyToOne(() => ServiceAnnuaire, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_service' })
  service: Relation<ServiceAnnuaire>;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { name: 'code_agent', length: 50 })
  codeAgent: string;

  /** The adviser's name when asked (kept if he leaves the dossier). */
  @Column('varchar', { name: 'nom_conseiller', length: 255 })
  nomConseiller: string;

  @Column('uuid', { name: 'guid_demandeur' })
  guidDemandeur: string;

  @Column('varchar', { name: 'nom_demandeur', length: 255 })
  nomDemandeur: string;

  @Column('timestamptz', { name: 'date_demande' })
  dateDemande: Date;

  @Column('varchar', { length: 16 })
  etat: EtatRappel;

  @Column('timestamptz', { name: 'date_etat' })
  dateEtat: Date;

  /** The collaborator who last changed the state. */
  @Column('varchar', { name: 'agent_etat', length: 255, nullable: true })
  agentEtat: string | null;
}
