import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/**
 * The base library (spec 03 §3): items of the firm when codeDossier is null (per base type for work units), a
 * dossier's own items otherwise (created when a member or adviser names a new unit, module, operation or risk).
 */

@Entity('duer_base_picto')
export class DuerBasePicto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('varchar', { name: 'type_mime', length: 64 })
  typeMime: string;

  /** The image, base64. */
  @Column('text')
  image: string;

  @Column('smallint', { default: 0 })
  ordre: number;
}

@Index('IDX_duer_base_categorie_code_dossier', ['codeDossier'])
@Entity('duer_base_categorie')
export class DuerBaseCategorie {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 256 })
  nom: string;

  /** 1 AGRI, 2 VITI, 3 ACS, 4 AGRIVITI, 99 audit; null for a dossier's own unit. */
  @Column('smallint', { name: 'id_base_type', nullable: true })
  idBaseType: number | null;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @Column('smallint', { nullable: true })
  annee: number | null;

  @Column('smallint', { default: 0 })
  ordre: number;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_categorie_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

@Index('IDX_duer_base_module_id_base_categorie', ['idBaseCategorie'])
@Index('IDX_duer_base_module_code_dossier', ['codeDossier'])
@Entity('duer_base_module')
export class DuerBaseModule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('integer', { name: 'id_base_categorie', nullable: true })
  idBaseCategorie: number | null;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @Column('smallint', { nullable: true })
  annee: number | null;

  @Column('smallint', { default: 0 })
  ordre: number;

  @ManyToOne(() => DuerBaseCategorie, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'id_base_categorie', foreignKeyConstraintName: 'duer_base_module_id_base_categorie_fkey' })
  baseCategorie?: Relation<DuerBaseCategorie>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_module_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

@Index('IDX_duer_base_groupe_id_base_module', ['idBaseModule'])
@Index('IDX_duer_base_groupe_code_dossier', ['codeDossier'])
@Entity('duer_base_groupe')
export class DuerBaseGroupe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('integer', { name: 'id_base_module', nullable: true })
  idBaseModule: number | null;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  @Column('smallint', { nullable: true })
  annee: number | null;

  @Column('smallint', { default: 0 })
  ordre: number;

  @ManyToOne(() => DuerBaseModule, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'id_base_module', foreignKeyConstraintName: 'duer_base_groupe_id_base_module_fkey' })
  baseModule?: Relation<DuerBaseModule>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_groupe_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

@Index('IDX_duer_base_risque_id_base_groupe', ['idBaseGroupe'])
@Entity('duer_base_risque')
export class DuerBaseRisque {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('integer', { name: 'id_base_groupe', nullable: true })
  idBaseGroupe: number | null;

  @Column('boolean', { name: 'est_avec_picto', default: false })
  estAvecPicto: boolean;

  @Column('varchar', { name: 'code_dossier', length: 6, nullable: true })
  codeDossier: string | null;

  /** Suggested measures, copied into a DUER's risk when the base risk is added. */
  @Column('varchar', { name: 'mesure_existante', length: 2042, default: '' })
  mesureExistante: string;

  @Column('varchar', { name: 'mesure_a_faire', length: 2042, default: '' })
  mesureAFaire: string;

  @Column('smallint', { default: 0 })
  ordre: number;

  @ManyToOne(() => DuerBaseGroupe, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'id_base_groupe', foreignKeyConstraintName: 'duer_base_risque_id_base_groupe_fkey' })
  baseGroupe?: Relation<DuerBaseGroupe>;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_risque_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

/** Pictograms a base risk carries by default, copied with it. */
@Index('IDX_duer_base_risque_picto_id_base_risque', ['idBaseRisque'])
@Entity('duer_base_risque_picto')
export class DuerBaseRisquePicto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_base_risque' })
  idBaseRisque: number;

  @Column('integer', { name: 'id_base_picto' })
  idBasePicto: number;

  @Column('varchar', { length: 255, default: '' })
  description: string;

  @ManyToOne(() => DuerBaseRisque, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_risque', foreignKeyConstraintName: 'duer_base_risque_picto_id_base_risque_fkey' })
  baseRisque?: Relation<DuerBaseRisque>;

  @ManyToOne(() => DuerBasePicto, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_picto', foreignKeyConstraintName: 'duer_base_risque_picto_id_base_picto_fkey' })
  basePicto?: Relation<DuerBasePicto>;
}
