import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A key figure of a dossier shown in the home slider (spec 01 §3 Main stat). */
@Entity('chiffre_accueil')
@Index(['codeDossier', 'ordre'])
export class ChiffreAccueil {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('varchar', { length: 60 })
  slug: string;

  @Column('varchar', { length: 120 })
  nom: string;

  @Column('date', { name: 'date_valeur' })
  dateValeur: string;

  @Column('numeric', { precision: 18, scale: 4, nullable: true })
  valeur: string | null;

  @Column('varchar', { length: 10 })
  unite: string;

  @Column('smallint', { default: 0 })
  precision: number;

  @Column('smallint', { default: 0 })
  ordre: number;
}
