import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/** Amounts come back from PostgreSQL numeric as strings; the api hands out numbers. */
const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };
const numericArray = { to: (v: (number | null)[]) => v, from: (v: (string | null)[] | null) => (v ?? []).map((x) => (x === null ? null : Number(x))) };

/** A fiscal year of a dossier with its monthly receipts and expenses (spec 02 §3 Figures). */
@Entity('exercice')
@Unique(['codeDossier', 'dateDebut'])
@Check('"date_fin" > "date_debut"')
@Check(`"type_dossier" IN ('AGRI', 'BIC')`)
@Check('array_length("recettes", 1) = 12 AND array_length("depenses", 1) = 12')
export class Exercice {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('date', { name: 'date_debut' })
  dateDebut: string;

  @Column('date', { name: 'date_fin' })
  dateFin: string;

  @Column('boolean', { default: false })
  clos: boolean;

  @Column('varchar', { name: 'type_dossier', length: 4 })
  typeDossier: 'AGRI' | 'BIC';

  /** Month 1 to 12 of the fiscal year, in euros; null for a month of the open year not entered yet. */
  @Column('numeric', { precision: 14, scale: 2, array: true, transformer: numericArray })
  recettes: (number | null)[];

  @Column('numeric', { precision: 14, scale: 2, array: true, transformer: numericArray })
  depenses: (number | null)[];

  /** €/ha. */
  @Column('numeric', { name: 'endettement_agri', precision: 14, scale: 2, nullable: true, transformer: numeric })
  endettementAGRI: number | null;

  /** %. */
  @Column('numeric', { name: 'endettement_bic', precision: 8, scale: 2, nullable: true, transformer: numeric })
  endettementBIC: number | null;

  /** €/ha. */
  @Column('numeric', { name: 'investissement_agri', precision: 14, scale: 2, nullable: true, transformer: numeric })
  investissementAGRI: number | null;

  /** €. */
  @Column('numeric', { name: 'investissement_bic', precision: 14, scale: 2, nullable: true, transformer: numeric })
  investissementBIC: number | null;

  /** %. */
  @Column('numeric', { name: 'capacite_remboursement', precision: 8, scale: 2, nullable: true, transformer: numeric })
  capaciteRemboursement: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
