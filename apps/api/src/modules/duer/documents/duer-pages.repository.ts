import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { renumeroterSous } from '../duer-numerotation.repository';
import { visible } from './duer-documents-droits';

export interface PageRow {
  id: number;
  ordre: number;
  est_avant_risques: boolean;
  id_base_page: number;
  nom: string;
  est_fixe: boolean;
  code_dossier: string | null;
  blob_key: string | null;
  nom_fichier: string | null;
  extension: string | null;
}

export interface BasePageRow {
  id: number;
  nom: string;
  est_fixe: boolean;
  est_avant_risques: boolean;
  code_dossier: string | null;
}

/** A DUER's pages, before or after the risks, and their order; writes take the caller's transaction. */
@Injectable()
export class DuerPagesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Before-risk pages first, then by order (spec 03 §4). */
  liste(idDuer: number): Promise<PageRow[]> {
    return this.manager.query(
      `SELECT p.id, p.ordre, p.est_avant_risques, bp.id AS id_base_page, bp.nom, bp.est_fixe, bp.code_dossier, bp.blob_key, bp.nom_fichier, bp.extension
       FROM duer_page p JOIN duer_base_page bp ON bp.id = p.id_base_page WHERE p.id_duer = $1 ORDER BY p.est_avant_risques DESC, p.ordre, p.id`,
      [idDuer],
    );
  }

  /** Base pages the dossier sees that the DUER does not use yet. */
  bases(codeDossier: string, idDuer: number): Promise<BasePageRow[]> {
    return this.manager.query(
      `SELECT bp.id, bp.nom, bp.est_fixe, bp.est_avant_risques, bp.code_dossier FROM duer_base_page bp WHERE ${visible('bp', 1)}
       AND NOT EXISTS (SELECT 1 FROM duer_page p WHERE p.id_base_page = bp.id AND p.id_duer = $2) ORDER BY bp.est_avant_risques DESC, bp.ordre, bp.id LIMIT 500`,
      [codeDossier, idDuer],
    );
  }

  /** The side of a base page the dossier sees; undefined when it sees none of this id. */
  async coteVisible(tx: EntityManager, codeDossier: string, idBasePage: number): Promise<{ est_avant_risques: boolean } | undefined> {
    const rows: { est_avant_risques: boolean }[] = await tx.query(
      `SELECT bp.est_avant_risques FROM duer_base_page bp WHERE bp.id = $2 AND ${visible('bp', 1)}`,
      [codeDossier, idBasePage],
    );
    return rows[0];
  }

  /** The base page into the DUER, last of its side; undefined when the DUER already uses it. */
  async lier(tx: EntityManager, idDuer: number, idBasePage: number, avant: boolean): Promise<number | undefined> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, $2, $3, COALESCE(max(ordre), 0) + 1 FROM duer_page WHERE id_duer = $1 AND est_avant_risques = $3
       ON CONFLICT DO NOTHING RETURNING id`,
      [idDuer, idBasePage, avant],
    );
    return rows[0]?.id;
  }

  /** How many of these pages are the DUER's, locked until commit. */
  async verrouiller(tx: EntityManager, idDuer: number, ids: number[]): Promise<number> {
    const found: unknown[] = await tx.query('SELECT id FROM duer_page WHERE id_duer = $1 AND id = ANY($2) FOR UPDATE', [idDuer, ids]);
    return found.length;
  }

  async placer(tx: EntityManager, id: number, ordre: number, estAvantRisques: boolean): Promise<void> {
    await tx.query('UPDATE duer_page SET ordre = $2, est_avant_risques = $3 WHERE id = $1', [id, ordre, estAvantRisques]);
  }

  /** The pages out of the DUER, the others renumbered. */
  async supprimer(tx: EntityManager, idDuer: number, ids: number[]): Promise<void> {
    await tx.query('DELETE FROM duer_page WHERE id_duer = $1 AND id = ANY($2)', [idDuer, ids]);
    await renumeroterSous(tx, 'duer_page', [idDuer]);
  }

  /** A copy's pages the new DUER's dossier sees, in their order and side. */
  async copier(tx: EntityManager, idDuer: number, idSource: number, codeDossier: string): Promise<void> {
    await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, p.id_base_page, p.est_avant_risques, p.ordre FROM duer_page p JOIN duer_base_page bp ON bp.id = p.id_base_page
       WHERE p.id_duer = $2 AND ${visible('bp', 3)} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
  }

  /** The firm's fixed pages (cover page, general information, preamble, prior audit) a DUER does not have yet. */
  async ajouterFixes(tx: EntityManager, idDuer: number): Promise<void> {
    await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, bp.id, bp.est_avant_risques, bp.ordre FROM duer_base_page bp WHERE bp.est_fixe AND bp.code_dossier IS NULL
       ON CONFLICT DO NOTHING`,
      [idDuer],
    );
  }
}
