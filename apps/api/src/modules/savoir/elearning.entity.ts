import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An e-learning of the founders' programme (spec 02 §3 E-learning, seven in §9). */
@Entity('elearning')
export class Elearning {
  @PrimaryColumn('varchar', { length: 80 })
  code: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('text')
  description: string;

  @Column('varchar', { length: 500 })
  url: string;

  @Column('integer', { default: 0 })
  ordre: number;
}
