import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Evenement } from './evenement.entity';

/** A participant registered by a dossier to an event (spec 01 §3 Subscription). */
@Entity('inscription')
@Index(['codeDossier', 'idEvent'])
export class Inscription {
  @PrimaryColumn('uuid')
  id: string;

  @Column('integer', { name: 'id_event' })
  idEvent: number;

  @ManyToOne(() => Evenement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_event' })
  evenement: Relation<Evenement>;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('varchar', { length: 100 })
  nom: string;

  @Column('varchar', { length: 100 })
  prenom: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 20, nullable: true })
  tel: string | null;

  /** null: unanswered. */
  @Column('boolean', { nullable: true })
  participe: boolean | null;

  @Column('boolean', { default: false })
  deleted: boolean;

  @Column('uuid', { name: 'guid_personne', nullable: true })
  guidPersonne: string | null;

  @Column('boolean', { name: 'est_dossier_membre', default: false })
  estDossierMembre: boolean;

  @Column('integer', { name: 'id_campagne', nullable: true })
  idCampagne: number | null;

  @Column('varchar', { length: 2000, nullable: true })
  commentaire: string | null;

  @Column('timestamptz', { name: 'date_creation', default: () => 'now()' })
  dateCreation: Date;
}
