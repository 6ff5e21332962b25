import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** A module of the DUER with its work unit, as the print lists them. */
export interface ImpressionModuleRow {
  id: number;
  id_categorie: number;
  nom_categorie: string;
}

/** A page or annex with its file, as the print reads it. */
export interface ImpressionFichierRow {
  id: number;
  nom: string;
  blob_key: string | null;
  extension: string | null;
}

/** The print's queries: what a print request names and what the PDF is built from. */
@Injectable()
export class DuerImpressionRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The DUER's modules in the order of the work-units screen. */
  modules(idDuer: number): Promise<ImpressionModuleRow[]> {
    return this.manager.query(
      `SELECT m.id, c.id AS id_categorie, bc.nom AS nom_categorie
         FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
        WHERE c.id_duer = $1 ORDER BY c.ordre, c.id, m.ordre, m.id`,
      [idDuer],
    );
  }

  async categories(idDuer: number): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query('SELECT id FROM duer_categorie WHERE id_duer = $1', [idDuer]);
    return rows.map((r) => r.id);
  }

  /** Of these ids, those of the DUER's modules. */
  async modulesParmi(idDuer: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query(
      'SELECT m.id FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND m.id = ANY($2::int[])',
      [idDuer, ids],
    );
    return rows.map((r) => r.id);
  }

  /** Of these ids, those of the DUER's work units. */
  async categoriesParmi(idDuer: number, ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query('SELECT id FROM duer_categorie WHERE id_duer = $1 AND id = ANY($2::int[])', [idDuer, ids]);
    return rows.map((r) => r.id);
  }

  pictos(ids: number[]): Promise<{ id: number; nom: string; image: string; type_mime: string }[]> {
    return this.manager.query('SELECT id, nom, image, type_mime FROM duer_base_picto WHERE id = ANY($1)', [ids]);
  }

  /** The pages in the order of the pages screen (before the risks first, then by order). */
  pages(idDuer: number): Promise<(ImpressionFichierRow & { est_avant_risques: boolean })[]> {
    return this.manager.query(
      `SELECT bp.id, bp.nom, bp.blob_key, bp.extension, p.est_avant_risques
         FROM duer_page p JOIN duer_base_page bp ON bp.id = p.id_base_page WHERE p.id_duer = $1 ORDER BY p.est_avant_risques DESC, p.ordre, p.id`,
      [idDuer],
    );
  }

  /** The DUER's annexes, then those of the modules (all when `idModules` is null), by order number; an annex linked twice comes twice. */
  annexes(idDuer: number, idModules: number[] | null): Promise<ImpressionFichierRow[]> {
    return this.manager.query(
      `SELECT ba.id, ba.nom, ba.blob_key, ba.extension FROM (
         SELECT l.id_base_annexe, 0 AS rang, 0 AS c_ordre, 0 AS m_ordre FROM duer_annexe l WHERE l.id_duer = $1
         UNION ALL
         SELECT l.id_base_annexe, 1, c.ordre, m.ordre FROM duer_annexe_module l JOIN duer_module m ON m.id = l.id_duer_module
           JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND ($2::int[] IS NULL OR m.id = ANY($2))
       ) a JOIN duer_base_annexe ba ON ba.id = a.id_base_annexe ORDER BY a.rang, a.c_ordre, a.m_ordre, ba.num_annexe, ba.id`,
      [idDuer, idModules],
    );
  }
}
