import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';

/** Node of the category tree (mesDocs > mesDocs_social ...); grants the modules it lists. */
@Entity('categorie')
export class Categorie {
  @PrimaryColumn('varchar', { length: 50 })
  id: string;

  @Column('varchar', { length: 100 })
  libelle: string;

  @Column('varchar', { name: 'parent_id', length: 50, nullable: true })
  parentId: string | null;

  @ManyToOne(() => Categorie, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent: Relation<Categorie> | null;

  @Column('text', { array: true, default: () => "'{}'" })
  modules: string[];

  @Column('int', { default: 0 })
  ordre: number;
}
