import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A content page of the firm shown at /page/{id} (spec 02 §2 Knowledge). */
@Entity('page_generique')
export class PageGenerique {
  @PrimaryColumn('varchar', { length: 80 })
  id: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('varchar', { length: 500, nullable: true })
  url: string | null;

  @Column('text')
  contenu: string;

  @Column('boolean', { default: true })
  publiee: boolean;
}
