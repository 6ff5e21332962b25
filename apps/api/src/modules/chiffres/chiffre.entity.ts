import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A figure of the catalogue (spec 02 §3 Stat): what it charts, how, and for which accounts type. */
@Entity('chiffre')
export class Chiffre {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 60, unique: true })
  slug: string;

  @Column('varchar', { length: 120 })
  nom: string;

  /** line or bar. */
  @Column('varchar', { length: 10 })
  display: 'line' | 'bar';

  /** The fiscal-year value charted (SOURCES_CHIFFRE). */
  @Column('varchar', { length: 30 })
  source: string;

  /** Accounts types the figure makes sense for (AGRI, BIC). */
  @Column('varchar', { length: 4, array: true })
  types: string[];

  @Column('text')
  explication: string;

  @Column('smallint', { default: 0 })
  ordre: number;
}
