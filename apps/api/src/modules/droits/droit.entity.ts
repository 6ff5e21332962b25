import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Categorie } from './categorie.entity';
import { Dossier } from '../dossier/dossier.entity';
import { Personne } from '../user/personne.entity';
import { Role } from './role.entity';

/** Access of a person to a dossier, with a role and allowed categories. */
@Entity('droit')
@Index(['guidPersonne', 'codeDossier'], { unique: true })
@Index('IDX_droit_gerant_origine', ['codeDossier'], { unique: true, where: '"est_gerant_origine"' })
export class Droit {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  @Index()
  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('int', { name: 'id_role' })
  idRole: number;

  @ManyToOne(() => Role)
  @JoinColumn({ name: 'id_role' })
  role: Relation<Role>;

  @Column('boolean', { name: 'est_favoris', default: false })
  estFavoris: boolean;

  /** The dossier's original gérant: a dossier always keeps its gérant, so this access is never removed nor demoted. */
  @Column('boolean', { name: 'est_gerant_origine', default: false })
  estGerantOrigine: boolean;

  @ManyToMany(() => Categorie)
  @JoinTable({
    name: 'droit_categorie',
    joinColumn: { name: 'droit_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'categorie_id', referencedColumnName: 'id' },
  })
  categories: Categorie[];
}
