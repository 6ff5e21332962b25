import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';
import { DuerBaseCategorie, DuerBaseGroupe, DuerBaseModule, DuerBasePicto, DuerBaseRisque } from './duer-base.entity';

/** A dossier's DUER of one year and its tree (spec 03 §3.1 to §3.6, §3.8). */

@Unique('UQ_duer_dossier_annee', ['codeDossier', 'annee'])
@Entity('duer')
export class Duer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('smallint')
  annee: number;

  @Column('boolean', { name: 'est_fini', default: false })
  estFini: boolean;

  @Column('boolean', { name: 'est_valide', default: false })
  estValide: boolean;

  @Column('timestamptz', { name: 'date_fini', nullable: true })
  dateFini: Date | null;

  /** The GED document of the last definitive print (filed in the dossier's 'DUER' folder). */
  @Column('uuid', { name: 'id_ged_duer_definitif', nullable: true })
  idGedDuerDefinitif: string | null;

  /** 1: new method (gravité × fréquence); 0: old method with maîtrise. */
  @Column('smallint', { name: 'version_calcul_risque', default: 1 })
  versionCalculRisque: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

/** A work unit. */
@Index('IDX_duer_categorie_id_duer', ['idDuer'])
@Entity('duer_categorie')
export class DuerCategorie {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('integer', { name: 'id_base_categorie' })
  idBaseCategorie: number;

  @Column('integer', { default: 1 })
  ordre: number;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_categorie_id_duer_fkey' })
  duer?: Relation<Duer>;

  @ManyToOne(() => DuerBaseCategorie, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_categorie', foreignKeyConstraintName: 'duer_categorie_id_base_categorie_fkey' })
  baseCategorie?: Relation<DuerBaseCategorie>;
}

@Index('IDX_duer_module_id_duer_categorie', ['idDuerCategorie'])
@Entity('duer_module')
export class DuerModuleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer_categorie' })
  idDuerCategorie: number;

  @Column('integer', { name: 'id_base_module' })
  idBaseModule: number;

  @Column('integer', { default: 1 })
  ordre: number;

  @Column('varchar', { length: 2048, nullable: true })
  remarque: string | null;

  @Column('boolean', { name: 'forcer_validation', default: false })
  forcerValidation: boolean;

  /** Raised by every save of the module's content: a save naming an older version is a conflict. */
  @Column('integer', { default: 0 })
  version: number;

  @ManyToOne(() => DuerCategorie, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_categorie', foreignKeyConstraintName: 'duer_module_id_duer_categorie_fkey' })
  categorie?: Relation<DuerCategorie>;

  @ManyToOne(() => DuerBaseModule, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_module', foreignKeyConstraintName: 'duer_module_id_base_module_fkey' })
  baseModule?: Relation<DuerBaseModule>;
}

/** An operation. */
@Index('IDX_duer_groupe_id_duer_module', ['idDuerModule'])
@Entity('duer_groupe')
export class DuerGroupe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer_module' })
  idDuerModule: number;

  @Column('integer', { name: 'id_base_groupe' })
  idBaseGroupe: number;

  @Column('integer', { default: 1 })
  ordre: number;

  @ManyToOne(() => DuerModuleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_module', foreignKeyConstraintName: 'duer_groupe_id_duer_module_fkey' })
  module?: Relation<DuerModuleEntity>;

  @ManyToOne(() => DuerBaseGroupe, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_groupe', foreignKeyConstraintName: 'duer_groupe_id_base_groupe_fkey' })
  baseGroupe?: Relation<DuerBaseGroupe>;
}

@Index('IDX_duer_risque_id_duer_groupe', ['idDuerGroupe'])
@Entity('duer_risque')
export class DuerRisque {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer_groupe' })
  idDuerGroupe: number;

  @Column('integer', { name: 'id_base_risque' })
  idBaseRisque: number;

  @Column('integer', { default: 1 })
  ordre: number;

  @Column('boolean', { name: 'est_actif', default: true })
  estActif: boolean;

  @Column('smallint', { nullable: true })
  gravite: number | null;

  @Column('smallint', { nullable: true })
  frequence: number | null;

  /** Old method only: maîtrise × 10 (1, 5, 10, 15), so scores are computed in integers. */
  @Column('smallint', { name: 'maitrise_dixiemes', nullable: true })
  maitriseDixiemes: number | null;

  @Column('varchar', { name: 'mesure_existante', length: 2042, default: '' })
  mesureExistante: string;

  @Column('varchar', { name: 'mesure_a_faire', length: 2042, default: '' })
  mesureAFaire: string;

  @Column('varchar', { name: 'mesure_qui', length: 2042, default: '' })
  mesureQui: string;

  @Column('varchar', { name: 'mesure_delai', length: 2042, default: '' })
  mesureDelai: string;

  @ManyToOne(() => DuerGroupe, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_groupe', foreignKeyConstraintName: 'duer_risque_id_duer_groupe_fkey' })
  groupe?: Relation<DuerGroupe>;

  @ManyToOne(() => DuerBaseRisque, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_risque', foreignKeyConstraintName: 'duer_risque_id_base_risque_fkey' })
  baseRisque?: Relation<DuerBaseRisque>;
}

@Index('IDX_duer_picto_id_duer_risque', ['idDuerRisque'])
@Entity('duer_picto')
export class DuerPicto {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer_risque' })
  idDuerRisque: number;

  @Column('integer', { name: 'id_base_picto' })
  idBasePicto: number;

  @Column('varchar', { length: 255, default: '' })
  description: string;

  @ManyToOne(() => DuerRisque, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_risque', foreignKeyConstraintName: 'duer_picto_id_duer_risque_fkey' })
  risque?: Relation<DuerRisque>;

  @ManyToOne(() => DuerBasePicto, { onDelete: 'NO ACTION', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'id_base_picto', foreignKeyConstraintName: 'duer_picto_id_base_picto_fkey' })
  basePicto?: Relation<DuerBasePicto>;
}

/** One dated value of a risk's field, and whether a member or an adviser set it (spec 03 §3.8). */
@Index('IDX_duer_historique_id_duer_risque', ['idDuerRisque'])
@Entity('duer_historique')
export class DuerHistorique {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('integer', { name: 'id_duer_risque' })
  idDuerRisque: number;

  @Column('varchar', { length: 32 })
  colonne: string;

  @Column('text', { nullable: true })
  valeur: string | null;

  @Column('timestamptz', { name: 'date_modification', default: () => 'now()' })
  dateModification: Date;

  @Column('boolean', { name: 'par_collaborateur' })
  parCollaborateur: boolean;

  @Column('varchar', { length: 255 })
  auteur: string;

  @ManyToOne(() => DuerRisque, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer_risque', foreignKeyConstraintName: 'duer_historique_id_duer_risque_fkey' })
  risque?: Relation<DuerRisque>;
}
