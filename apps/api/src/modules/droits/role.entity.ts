import { Column, Entity, JoinTable, ManyToMany, PrimaryColumn } from 'typeorm';
import { Categorie } from './categorie.entity';

@Entity('role')
export class Role {
  /** 1 = gérant (owner of the dossier). */
  @PrimaryColumn('int', { name: 'id_role' })
  idRole: number;

  @Column('varchar', { name: 'nom_role', length: 100 })
  nomRole: string;

  @ManyToMany(() => Categorie)
  @JoinTable({
    name: 'role_categorie',
    joinColumn: { name: 'id_role', referencedColumnName: 'idRole' },
    inverseJoinColumn: { name: 'categorie_id', referencedColumnName: 'id' },
  })
  categoriesPredefinies: Categorie[];
}
