import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { DuerInstantane } from './duer-instantane';

/**
 * A sealed definitive print, kept 40 years (L4121-3-1 V A, R4121-4). Insert only: a database trigger refuses
 * updates and deletes (migration 1796600000000). No foreign key, so nothing cascades it away.
 */
@Unique('UQ_duer_version_id_impression', ['idImpression'])
@Unique('UQ_duer_version_dossier_numero', ['codeDossier', 'numero'])
@Index('IDX_duer_version_id_duer', ['idDuer'])
@Entity('duer_version')
export class DuerVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { name: 'code_dossier', length: 6 })
  codeDossier: string;

  @Column('integer', { name: 'id_duer' })
  idDuer: number;

  @Column('smallint')
  annee: number;

  /** 1, 2, 3... per dossier. */
  @Column('integer')
  numero: number;

  @Column('uuid', { name: 'id_impression' })
  idImpression: string;

  @Column('varchar', { name: 'blob_key', length: 255 })
  blobKey: string;

  @Column('char', { length: 64 })
  sha256: string;

  @Column('integer')
  taille: number;

  @Column('integer')
  pages: number;

  /** The file is PDF/A-2b (converted by Ghostscript and checked); false when the worker had no Ghostscript. */
  @Column('boolean', { default: false })
  pdfa: boolean;

  @Column('timestamptz', { name: 'imprime_le', default: () => 'now()' })
  imprimeLe: Date;

  @Column('uuid', { name: 'imprime_par' })
  imprimePar: string;

  @Column('varchar', { name: 'imprime_par_nom', length: 255 })
  imprimeParNom: string;

  @Column('boolean', { name: 'par_collaborateur' })
  parCollaborateur: boolean;

  /** Print date + 40 years (ISO date). */
  @Column('date', { name: 'conserver_jusqu_au' })
  conserverJusquAu: string;

  @Column('uuid', { name: 'id_ged_document', nullable: true })
  idGedDocument: string | null;

  /** What was printed, for the comparison between versions. */
  @Column('jsonb')
  contenu: DuerInstantane;
}
