import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Dossier } from '../../dossier/dossier.entity';
import { DuerBaseModule } from '../duer-base.entity';
import { Duer, DuerModuleEntity } from '../duer.entity';

/** An annex document (spec 03 §3.7): the firm's (code_dossier null) or a dossier's own; module null = whole DUER. */
@Index('IDX_duer_base_annexe_code_dossier', ['codeDossier'])
@Index('IDX_duer_base_annexe_id_base_module', ['idBaseModule'])
@Entity('duer_base_annexe')
export class DuerBaseAnnexe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('boolean', { name: 'est_obligatoire', default: false })
  estObligatoire: boolean;

  /** Order number, shared by every DUER (spec 03 §2.5). */
  @Column('integer', { name: 'num_annexe', default: 1 })
  numAnnexe: number;

  @Column('integer', { name: 'id_base_module', nullable: true })
  idBaseModule: number | null;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @Column('varchar', { name: 'blob_key', length: 255, nullable: true })
  blobKey: string | null;

  @Column('varchar', { name: 'nom_fichier', length: 255, nullable: true })
  nomFichier: string | null;

  @Column('varchar', { length: 8, nullable: true })
  extension: string | null;

  @Column('varchar', { length: 128, nullable: true })
  mime: string | null;

  @Column('integer', { nullable: true })
  taille: number | null;

  @ManyToOne(() => DuerBaseModule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_module', foreignKeyConstraintName: 'duer_base_annexe_id_base_module_fkey' })
  baseModule?: Relation<DuerBaseModule>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_annexe_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

/** An annex of the whole DUER. */
@Unique('UQ_duer_annexe', ['idDuer', 'idBaseAnnexe'])
@Index('IDX_duer_annexe_id_base_annexe', ['idBaseAnnexe'])
@Entity('duer_annexe')
export class DuerAnnexe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('integer', { name: 'id_base_annexe' })
  idBaseAnnexe: number;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_annexe_id_duer_fkey' })
  duer?: Relation<Duer>;

  @ManyToOne(() => DuerBaseAnnexe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_annexe', foreignKeyConstraintName: 'duer_annexe_id_base_annexe_fkey' })
  baseAnnexe?: Relation<DuerBaseAnnexe>;
}

/** An annex of one module of a DUER. */
@Unique('UQ_duer_annexe_module', ['idDuerModule', 'idBaseAnnexe'])
@Index('IDX_duer_annexe_module_id_base_annexe', ['idBaseAnnexe'])
@Entity('duer_annexe_module')
export class DuerAnnexeModule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer_module' })
  idDuerModule: number;

  @Column('integer', { name: 'id_base_annexe' })
  idBaseAnnexe: number;

  @ManyToOne(() => DuerModuleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_module', foreignKeyConstraintName: 'duer_annexe_module_id_duer_module_fkey' })
  module?: Relation<DuerModuleEntity>;

  @ManyToOne(() => DuerBaseAnnexe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_annexe', foreignKeyConstraintName: 'duer_annexe_module_id_base_annexe_fkey' })
  baseAnnexe?: Relation<DuerBaseAnnexe>;
}
