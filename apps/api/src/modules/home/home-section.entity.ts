import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The promoted block of the home screen (spec 01 §3 Home section). */
@Entity('home_section')
export class HomeSection {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('varchar', { name: 'sous_titre', length: 300, nullable: true })
  sousTitre: string | null;

  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('boolean', { name: 'est_prioritaire', default: false })
  estPrioritaire: boolean;

  @Column('timestamptz', { name: 'date_publication' })
  datePublication: Date;

  @Column('bytea', { nullable: true, select: false })
  image: Buffer | null;

  @Column('varchar', { name: 'image_type', length: 50, nullable: true })
  imageType: string | null;
}
