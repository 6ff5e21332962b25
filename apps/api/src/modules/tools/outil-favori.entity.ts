import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Personne } from '../user/personne.entity';
import { Outil } from './outil.entity';

/** A tool a person starred (favourites are per person, not per dossier). */
@Entity('outil_favori')
export class OutilFavori {
  @PrimaryColumn('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @PrimaryColumn('varchar', { name: 'outil_slug', length: 100 })
  outilSlug: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  @ManyToOne(() => Outil, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'outil_slug' })
  outil: Relation<Outil>;
}
