import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Duer } from '../duer.entity';

const texte = (name: string) => ({ name, length: 65535, default: ' ' });

/** A DUER's preamble (spec 03 §2.8, §3.7): three large texts; an empty text is stored as a single space. */
@Unique('UQ_duer_preambule_id_duer', ['idDuer'])
@Entity('duer_preambule')
export class DuerPreambule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('varchar', texte('descriptif_exploitation'))
  descriptifExploitation: string;

  @Column('varchar', texte('ressources_humaines'))
  ressourcesHumaines: string;

  @Column('varchar', texte('prestations_services'))
  prestationsServices: string;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_preambule_id_duer_fkey' })
  duer?: Relation<Duer>;
}

/** A titled section of the preamble. */
@Index('IDX_duer_preambule_categorie_id_preambule', ['idPreambule'])
@Entity('duer_preambule_categorie')
export class DuerPreambuleCategorie {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_preambule' })
  idPreambule: number;

  @Column('varchar', { length: 255 })
  titre: string;

  @Column('varchar', texte('contenu'))
  contenu: string;

  @Column('integer', { default: 1 })
  ordre: number;

  @ManyToOne(() => DuerPreambule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_preambule', foreignKeyConstraintName: 'duer_preambule_categorie_id_preambule_fkey' })
  preambule?: Relation<DuerPreambule>;
}
