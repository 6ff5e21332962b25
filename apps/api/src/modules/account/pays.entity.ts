import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Country of a phone prefix; reference data loaded by migration (74 = France). */
@Entity('pays')
export class Pays {
  @PrimaryColumn('int')
  id: number;

  @Column('varchar', { length: 2 })
  code: string;

  @Column('varchar', { length: 100 })
  libelle: string;

  @Column('varchar', { length: 6 })
  indicatif: string;
}
