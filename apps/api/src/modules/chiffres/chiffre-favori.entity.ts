import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Personne } from '../user/personne.entity';
import { Chiffre } from './chiffre.entity';

/** A figure a person marked as favourite (spec 02 §4 Favourites): per person, whatever the dossier. */
@Entity('chiffre_favori')
export class ChiffreFavori {
  @PrimaryColumn('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @PrimaryColumn('uuid', { name: 'chiffre_id' })
  chiffreId: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne', referencedColumnName: 'guidPersonne' })
  personne: Relation<Personne>;

  @ManyToOne(() => Chiffre, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'chiffre_id' })
  chiffre: Relation<Chiffre>;

  @CreateDateColumn({ name: 'cree_le', type: 'timestamptz' })
  creeLe: Date;
}
