import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Personne } from '../user/personne.entity';

/** A web shortcut of one person (spec 02 §3 Shortcut); url is always http(s), normalised by the contracts. */
@Entity('raccourci')
@Index(['guidPersonne'])
export class Raccourci {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'guid_personne' })
  guidPersonne: string;

  @ManyToOne(() => Personne, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'guid_personne' })
  personne: Relation<Personne>;

  @Column('varchar', { length: 255 })
  libelle: string;

  /** 255 typed characters plus the 'http://' the contracts may add. */
  @Column('varchar', { length: 300 })
  url: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
