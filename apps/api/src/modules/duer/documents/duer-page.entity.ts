import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique } from 'typeorm';
import { Dossier } from '../../dossier/dossier.entity';
import { Duer } from '../duer.entity';

/** A page placed before or after the list of risks (spec 03 §3.7); special pages 1, 3, 4, 10 have no file. */
@Index('IDX_duer_base_page_code_dossier', ['codeDossier'])
@Entity('duer_base_page')
export class DuerBasePage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: 128 })
  nom: string;

  @Column('boolean', { name: 'est_fixe', default: false })
  estFixe: boolean;

  @Column('boolean', { name: 'est_avant_risques', default: true })
  estAvantRisques: boolean;

  @Column('integer', { default: 1 })
  ordre: number;

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

  @ManyToOne(() => Dossier, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'code_dossier', referencedColumnName: 'codeDossier', foreignKeyConstraintName: 'duer_base_page_code_dossier_fkey' })
  dossier?: Relation<Dossier>;
}

/** A page of a DUER, with its own order and place. */
@Unique('UQ_duer_page', ['idDuer', 'idBasePage'])
@Index('IDX_duer_page_id_base_page', ['idBasePage'])
@Entity('duer_page')
export class DuerPage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('integer', { name: 'id_base_page' })
  idBasePage: number;

  @Column('boolean', { name: 'est_avant_risques', default: true })
  estAvantRisques: boolean;

  @Column('integer', { default: 1 })
  ordre: number;

  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_page_id_duer_fkey' })
  duer?: Relation<Duer>;

  @ManyToOne(() => DuerBasePage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_base_page', foreignKeyConstraintName: 'duer_page_id_base_page_fkey' })
  basePage?: Relation<DuerBasePage>;
}
