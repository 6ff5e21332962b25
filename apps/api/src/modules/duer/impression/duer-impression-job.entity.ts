import type { EtapeImpressionDuer, EtatImpression } from '@portail/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Duer } from '../duer.entity';
import type { DuerSelection } from './duer-impression.types';

/** One print asked for: its selection, who asked, the worker's real progress and, once done, the PDF's blob. */
@Index('IDX_duer_impression_id_duer_cree_le', ['idDuer', 'creeLe'])
@Entity('duer_impression')
export class DuerImpressionJob {
  /** Also the BullMQ job id: a retried job prints once and seals at most one version. */
  @PrimaryColumn('uuid')
  id: string;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  /** A print goes with its DUER. */
  @ManyToOne(() => Duer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id_duer', foreignKeyConstraintName: 'duer_impression_id_duer_fkey' })
  duer?: Relation<Duer>;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('varchar', { length: 16 })
  type: DuerSelection['type'];

  @Column('boolean')
  temporaire: boolean;

  @Column('jsonb')
  selection: DuerSelection;

  @Column('varchar', { length: 16, default: 'en_attente' })
  etat: EtatImpression;

  @Column('varchar', { length: 16, default: 'attente' })
  etape: EtapeImpressionDuer;

  @Column('smallint', { default: 0 })
  progression: number;

  @Column('uuid', { name: 'demande_par' })
  demandePar: string;

  @Column('varchar', { name: 'demande_par_nom', length: 255 })
  demandeParNom: string;

  @Column('boolean', { name: 'par_collaborateur' })
  parCollaborateur: boolean;

  @Column('timestamptz', { name: 'cree_le', default: () => 'now()' })
  creeLe: Date;

  @Column('timestamptz', { name: 'termine_le', nullable: true })
  termineLe: Date | null;

  @Column('integer', { nullable: true })
  pages: number | null;

  @Column('varchar', { name: 'blob_key', length: 255, nullable: true })
  blobKey: string | null;

  @Column('varchar', { length: 255, nullable: true })
  message: string | null;

  @Column('integer', { name: 'id_version', nullable: true })
  idVersion: number | null;
}
