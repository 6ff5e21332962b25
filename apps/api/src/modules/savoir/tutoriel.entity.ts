import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A tutorial card of /tutoriels (spec 02 §3 Tutorial). */
@Entity('tutoriel')
export class Tutoriel {
  @PrimaryColumn('varchar', { length: 80 })
  code: string;

  @Column('varchar', { length: 200 })
  titre: string;

  @Column('text')
  description: string;

  @Column('varchar', { length: 500 })
  url: string;

  /** Icon path under the web's public folder, null for the default icon. */
  @Column('varchar', { length: 200, nullable: true })
  icone: string | null;

  @Column('integer', { default: 0 })
  ordre: number;
}
