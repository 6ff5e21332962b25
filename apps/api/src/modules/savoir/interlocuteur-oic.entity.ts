import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A contact of the founders' programme 'Vos interlocuteurs' (spec 02 §3 Contact (founders)). */
@Entity('interlocuteur_oic')
export class InterlocuteurOic {
  @PrimaryColumn('varchar', { name: 'code_agent', length: 20 })
  codeAgent: string;

  @Column('varchar', { length: 100 })
  prenom: string;

  @Column('varchar', { length: 100 })
  nom: string;

  @Column('varchar', { length: 120 })
  fonction: string;

  @Column('varchar', { name: 'nom_agence', length: 120, nullable: true })
  nomAgence: string | null;

  @Column('varchar', { length: 30, nullable: true })
  telephone: string | null;

  @Column('varchar', { length: 254, nullable: true })
  mail: string | null;

  /** M man, A assistant, anything else woman: the avatar when no photo may be shown. */
  @Column('varchar', { length: 1, default: 'F' })
  sexe: string;

  @Column('boolean', { name: 'droit_image', default: false })
  droitImage: boolean;

  @Column('bytea', { nullable: true, select: false })
  photo: Buffer | null;

  @Column('varchar', { name: 'photo_type', length: 50, nullable: true })
  photoType: string | null;

  @Column('integer', { default: 0 })
  ordre: number;
}

/** The programme's site information (one row, id 1). */
@Entity('site_oic')
export class SiteOic {
  @PrimaryColumn('smallint')
  id: number;

  @Column('varchar', { name: 'adresse_l1', length: 200 })
  adresseL1: string;

  @Column('varchar', { name: 'adresse_l2', length: 200, nullable: true })
  adresseL2: string | null;

  @Column('varchar', { length: 30 })
  telephone: string;

  @Column('varchar', { name: 'mail_pilote', length: 254 })
  mailPilote: string;
}
