import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event of the firm (training, meeting, webinar) that dossiers register participants to (spec 01 §3 Event). */
@Entity('evenement')
export class Evenement {
  @PrimaryColumn('integer')
  id: number;

  @Index({ unique: true })
  @Column('uuid')
  guid: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('timestamptz', { name: 'date_debut' })
  dateDebut: Date;

  @Column('timestamptz', { name: 'date_fin' })
  dateFin: Date;

  @Column('varchar', { length: 200, nullable: true })
  lieu: string | null;

  @Column('varchar', { length: 200, nullable: true })
  adresse: string | null;

  @Column('varchar', { length: 10, nullable: true })
  cp: string | null;

  @Column('varchar', { length: 100, nullable: true })
  ville: string | null;

  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('varchar', { length: 10, default: 'autre' })
  type: 'formation' | 'autre';

  @Column('boolean', { name: 'inscription_requise', default: true })
  inscriptionRequise: boolean;

  @Column('boolean', { name: 'est_annule', default: false })
  estAnnule: boolean;

  /** 0 = unlimited. */
  @Column('integer', { name: 'nb_max_inscription', default: 0 })
  nbMaxInscription: number;

  /** Events of one campaign are linked. */
  @Index()
  @Column('integer', { name: 'id_campagne', nullable: true })
  idCampagne: number | null;

  @Column('bytea', { nullable: true, select: false })
  icone: Buffer | null;

  @Column('varchar', { name: 'icone_type', length: 50, nullable: true })
  iconeType: string | null;

  @Column('bytea', { nullable: true, select: false })
  image: Buffer | null;

  @Column('varchar', { name: 'image_type', length: 50, nullable: true })
  imageType: string | null;
}
