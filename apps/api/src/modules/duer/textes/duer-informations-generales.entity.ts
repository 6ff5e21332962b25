import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Duer } from '../duer.entity';

const champ = (name: string) => ({ name, length: 128, default: '' });

/** A DUER's general information (spec 03 §2.9): nine free-text fields of 128 characters. */
@Unique('UQ_duer_informations_generales_id_duer', ['idDuer'])
@Entity('duer_informations_generales')
export class DuerInformationsGenerales {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('varchar', champ('nature_activite'))
  natureActivite: string;

  @Column('varchar', champ('nombre_salaries'))
  nombreSalaries: string;

  @Column('varchar', champ('trousse_de_secours'))
  trousseDeSecours: string;

  @Column('varchar', champ('responsable_trousse_de_secours'))
  responsableTrousseDeSecours: string;

  @Column('varchar', champ('presence_de_secouriste'))
  presenceDeSecouriste: string;

  @Column('varchar', champ('referent_securite'))
  referentSecurite: string;

  /** 'Au cours de ces 12 derniers mois' (the spec's unnamed {hash} field). */
  @Column('varchar', champ('au_cours_des_12_derniers_mois'))
  auCoursDes12DerniersMois: string;

  @Column('varchar', champ('nombre_accidents'))
  nombreAccidents: string;

  @Column('varchar', champ('nombre_maladies_professionnelles'))
  nombreMaladiesProfessionnelles: string;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_informations_generales_id_duer_fkey' })
  duer?: Relation<Duer>;
}
