import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Duer } from '../duer.entity';

const ligne = (name: string) => ({ name, length: 255, default: '' });

/** A DUER's cover page (spec 03 §2.9): lines 1 to 4, update date, writer (null until saved: the dossier's adviser is offered). */
@Unique('UQ_duer_page_de_garde_id_duer', ['idDuer'])
@Entity('duer_page_de_garde')
export class DuerPageDeGarde {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('varchar', ligne('champ1'))
  champ1: string;

  @Column('varchar', ligne('champ2'))
  champ2: string;

  @Column('varchar', ligne('champ3'))
  champ3: string;

  @Column('varchar', ligne('champ4'))
  champ4: string;

  @Column('varchar', { name: 'date_mise_a_jour', length: 128, default: '' })
  dateMiseAJour: string;

  @Column('varchar', { name: 'ingenieur_conseil', length: 128, nullable: true })
  ingenieurConseil: string | null;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_page_de_garde_id_duer_fkey' })
  duer?: Relation<Duer>;
}
