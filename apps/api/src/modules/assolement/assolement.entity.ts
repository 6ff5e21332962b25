import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { Dossier } from '../dossier/dossier.entity';

/** numeric columns come back from PostgreSQL as strings. */
const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A crop type of the firm's catalogue; id = the spec's idtCultureTypeTRAME (spec 02 §3 Crop rotation). */
@Entity('culture_type')
export class CultureType {
  @PrimaryColumn('integer')
  id: number;

  @Column('varchar', { length: 120 })
  intitule: string;

  /** t/ha; a yield above it is warned on the screen. */
  @Column('numeric', { name: 'rendement_max', precision: 8, scale: 2, nullable: true, transformer: decimal })
  rendementMax: number | null;

  @Column('boolean', { name: 'est_intitule_modifiable', default: false })
  estIntituleModifiable: boolean;

  @Column('smallint', { default: 0 })
  ordre: number;
}

/** A PAC crop code (Telepac) and the crop type the firm maps it to. */
@Entity('culture_correspondance')
export class CultureCorrespondance {
  @PrimaryColumn('varchar', { name: 'code_pac', length: 3 })
  codePac: string;

  @Column('varchar', { name: 'libelle_pac', length: 255 })
  libellePac: string;

  @Column('varchar', { length: 255, nullable: true })
  groupe: string | null;

  @Column('integer', { name: 'id_culture_type', nullable: true })
  idCultureType: number | null;

  @ManyToOne(() => CultureType, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'id_culture_type', foreignKeyConstraintName: 'FK_culture_correspondance_type' })
  cultureType: Relation<CultureType> | null;
}

/** The crop rotation of one dossier and one year. */
@Entity('assolement')
@Unique('UQ_assolement_dossier_millesime', ['codeDossier', 'millesime'])
export class Assolement {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'FK_assolement_dossier' })
  dossier: Relation<Dossier>;

  @Column('smallint')
  millesime: number;

  @Column('boolean', { name: 'est_definitif', default: false })
  estDefinitif: boolean;

  @Column('timestamptz', { name: 'valide_le', nullable: true })
  valideLe: Date | null;

  /** Who validated: the staff login (the screen names the firm, from the theme). */
  @Column('varchar', { name: 'valide_par', nullable: true })
  validePar: string | null;

  /** The dossier's commune (INSEE code) for the yield map. */
  @Column('varchar', { name: 'commune_insee', length: 5, nullable: true })
  communeInsee: string | null;
}

/** One crop line of a year. */
@Entity('assolement_culture')
@Index('IDX_assolement_culture_assolement', ['idAssolement'])
export class AssolementCulture {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'id_assolement' })
  idAssolement: string;

  @ManyToOne(() => Assolement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_assolement', foreignKeyConstraintName: 'FK_assolement_culture_assolement' })
  assolement: Relation<Assolement>;

  @Column('integer', { name: 'id_culture_type' })
  idCultureType: number;

  @ManyToOne(() => CultureType)
  @JoinColumn({ name: 'id_culture_type', foreignKeyConstraintName: 'FK_assolement_culture_type' })
  cultureType: Relation<CultureType>;

  /** ha */
  @Column('numeric', { precision: 10, scale: 2, transformer: decimal })
  surface: number;

  /** t/ha */
  @Column('numeric', { precision: 8, scale: 2, nullable: true, transformer: decimal })
  rendement: number | null;

  @Column('varchar', { name: 'libelle_perso', length: 255, nullable: true })
  libellePerso: string | null;

  @Column('boolean', { name: 'est_derobee', default: false })
  estDerobee: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
