import type { EcheanceAnnuelle, ModeRemboursement, Periodicite } from '@portail/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn, type ValueTransformer } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/** numeric columns come back from PostgreSQL as strings. */
const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A loan of the loan simulator with the schedule the shared function computed when it was saved (spec 02 §3 Loan). */
@Entity('emprunt')
@Index(['codeDossier', 'createdAt'])
export class Emprunt {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier' })
  dossier: Relation<Dossier>;

  @Column('varchar', { length: 255 })
  libelle: string;

  @Column('numeric', { name: 'valeur_entree', precision: 12, scale: 2, transformer: decimal })
  valeurEntree: number;

  /** Annual rate, percent. */
  @Column('numeric', { precision: 6, scale: 3, transformer: decimal })
  taux: number;

  @Column('varchar', { length: 15 })
  periodicite: Periodicite;

  @Column('varchar', { name: 'mode_remboursement', length: 3 })
  modeRemboursement: ModeRemboursement;

  @Column('integer', { name: 'nombre_periodes' })
  nombrePeriodes: number;

  /** Months (periods x months per period). */
  @Column('numeric', { precision: 6, scale: 1, transformer: decimal })
  duree: number;

  @Column('numeric', { name: 'duree_annee', precision: 6, scale: 2, transformer: decimal })
  dureeAnnee: number;

  @Column('date', { name: 'exercice_date_debut' })
  exerciceDateDebut: string;

  @Column('numeric', { precision: 14, scale: 2, transformer: decimal })
  echeance: number;

  @Column('numeric', { name: 'interet_retour', precision: 14, scale: 2, transformer: decimal })
  interetRetour: number;

  /** Year of the first schedule column when it was computed; a later read recomputes. */
  @Column('integer', { name: 'annee_debut' })
  anneeDebut: number;

  @Column('jsonb')
  echeances: EcheanceAnnuelle[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
