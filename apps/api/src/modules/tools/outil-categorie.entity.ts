import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A category of tools (route toolscategory /outils/categorie/:id/:slug). */
@Entity('outil_categorie')
export class OutilCategorie {
  @PrimaryColumn('integer')
  id: number;

  @Column('varchar', { length: 100, unique: true })
  slug: string;

  @Column('varchar', { length: 200 })
  libelle: string;

  @Column('integer', { default: 0 })
  ordre: number;
}
