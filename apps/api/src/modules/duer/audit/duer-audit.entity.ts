import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Dossier } from '../../dossier/dossier.entity';
import { Duer } from '../duer.entity';
import { DuerBaseCategorie } from '../duer-base.entity';

/** A question of the audit library (spec 03 §3.7): the firm's when codeDossier is null, else a dossier's own. */
@Index('IDX_duer_base_question_id_base_categorie', ['idBaseCategorie'])
@Index('IDX_duer_base_question_code_dossier', ['codeDossier'])
@Entity('duer_base_question')
export class DuerBaseQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 256 })
  nom: string;

  /** A duer_base_categorie of base type 99. */
  @Column('integer', { name: 'id_base_categorie' })
  idBaseCategorie: number;

  @Column('integer', { default: 0 })
  ordre: number;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @ManyToOne(() => DuerBaseCategorie, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_categorie', foreignKeyConstraintName: 'duer_base_question_id_base_categorie_fkey' })
  baseCategorie?: Relation<DuerBaseCategorie>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_question_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

/** A question of a DUER's audit and its answer; ordre counts from 1 within its category. */
@Unique('UQ_duer_question_duer_base_question', ['idDuer', 'idBaseQuestion'])
@Index('IDX_duer_question_id_base_question', ['idBaseQuestion'])
@Entity('duer_question')
export class DuerQuestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('integer', { name: 'id_base_question' })
  idBaseQuestion: number;

  @Column('integer', { default: 1 })
  ordre: number;

  /** Oui / Non; null until answered. */
  @Column('boolean', { nullable: true })
  reponse: boolean | null;

  @Column('boolean', { name: 'non_applicable', default: false })
  nonApplicable: boolean;

  @Column('varchar', { length: 2042, default: '' })
  remarque: string;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_question_id_duer_fkey' })
  duer?: Relation<Duer>;

  @ManyToOne(() => DuerBaseQuestion, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_question', foreignKeyConstraintName: 'duer_question_id_base_question_fkey' })
  baseQuestion?: Relation<DuerBaseQuestion>;
}

/** A category a DUER's audit shows even before its first question (added without one). */
@Unique('UQ_duer_audit_categorie_duer_base_categorie', ['idDuer', 'idBaseCategorie'])
@Index('IDX_duer_audit_categorie_id_base_categorie', ['idBaseCategorie'])
@Entity('duer_audit_categorie')
export class DuerAuditCategorie {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('integer', { name: 'id_base_categorie' })
  idBaseCategorie: number;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_audit_categorie_id_duer_fkey' })
  duer?: Relation<Duer>;

  @ManyToOne(() => DuerBaseCategorie, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_categorie', foreignKeyConstraintName: 'duer_audit_categorie_id_base_categorie_fkey' })
  baseCategorie?: Relation<DuerBaseCategorie>;
}
