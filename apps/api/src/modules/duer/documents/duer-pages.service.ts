import { Inject, Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type BasePage, type DuerPages, DuerDocumentsMessages as M, estPageSpeciale, type PagesEnregistrement } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import { renumeroterSous, toDuerDto } from '../duer-dto';
import type { DuerContexte } from '../duer-faits';
import { fichierDe, visible } from './duer-documents-droits';

interface PageRow {
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

/** Pages of a DUER, before or after the list of risks (spec 03 §2.6, §4, §7.5). */
@Injectable()
export class DuerPagesService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  /** Before-risk pages first, then by order (spec 03 §4). */
  async list(ctx: DuerContexte): Promise<DuerPages> {
    const rows: PageRow[] = await this.manager.query(
      `SELECT p.id, p.ordre, p.est_avant_risques, bp.id AS id_base_page, bp.nom, bp.est_fixe, bp.code_dossier, bp.blob_key, bp.nom_fichier, bp.extension
       FROM duer_page p JOIN duer_base_page bp ON bp.id = p.id_base_page WHERE p.id_duer = $1 ORDER BY p.est_avant_risques DESC, p.ordre, p.id`,
      [ctx.duer.id],
    );
    return {
      duer: toDuerDto(ctx.duer),
      droits: ctx.droits,
      pages: rows.map((r) => ({
        id: r.id,
        ordre: r.ordre,
        estAvantRisques: r.est_avant_risques,
        duerBasePage: { id: r.id_base_page, nom: r.nom, estFixe: r.est_fixe, codeDossier: r.code_dossier, ...fichierDe(r) },
      })),
    };
  }

  /** Base pages the DUER does not use yet ('Pages disponibles'). */
  async bases({ duer }: DuerContexte): Promise<BasePage[]> {
    const rows: { id: number; nom: string; est_fixe: boolean; est_avant_risques: boolean; code_dossier: string | null }[] = await this.manager.query(
      `SELECT bp.id, bp.nom, bp.est_fixe, bp.est_avant_risques, bp.code_dossier FROM duer_base_page bp WHERE ${visible('bp', 1)}
       AND NOT EXISTS (SELECT 1 FROM duer_page p WHERE p.id_base_page = bp.id AND p.id_duer = $2) ORDER BY bp.est_avant_risques DESC, bp.ordre, bp.id LIMIT 500`,
      [duer.codeDossier, duer.id],
    );
    return rows.map((r) => ({ id: r.id, nom: r.nom, estFixe: r.est_fixe, estAvantRisques: r.est_avant_risques, codeDossier: r.code_dossier }));
  }

  /** InsertDuerBasePage + InsertDuerPage: a dossier's own page, its label unique among the pages the dossier sees. */
  create(ctx: DuerContexte, body: { nom: string; estAvantRisques?: boolean }, file: StreamedFile): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.manager.transaction(async (tx) => {
      const codeDossier = ctx.duer.codeDossier;
      const doublon = await tx.query(`SELECT 1 FROM duer_base_page bp WHERE lower(bp.nom) = lower($2) AND ${visible('bp', 1)}`, [codeDossier, body.nom]);
      if (doublon.length) throw AppException.validation([{ path: 'nom', message: M.pageExistante }]);
      const avant = body.estAvantRisques ?? true;
      const [{ id }] = await tx.query(
        `INSERT INTO duer_base_page (nom, est_fixe, est_avant_risques, ordre, code_dossier, blob_key, nom_fichier, extension, mime, taille)
         VALUES ($1, false, $2, 99, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [body.nom, avant, codeDossier, file.key, file.name, file.extension, file.mime, file.size],
      );
      return { insertId: await this.link(tx, idDuer, id, avant) };
    });
  }

  /** InsertDuerPage: an unused base page, at the end of its side of the list. */
  add(ctx: DuerContexte, idBasePage: number): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.manager.transaction(async (tx) => {
      const rows: { est_avant_risques: boolean }[] = await tx.query(
        `SELECT bp.est_avant_risques FROM duer_base_page bp WHERE bp.id = $2 AND ${visible('bp', 1)}`,
        [ctx.duer.codeDossier, idBasePage],
      );
      if (!rows.length) throw AppException.notFound(M.pageIntrouvable);
      return { insertId: await this.link(tx, idDuer, idBasePage, rows[0].est_avant_risques) };
    });
  }

  /** UpdateDuerPages: orders and sides (edit right) and deletions (creation right) together, DUER not finished (the route's rule). */
  save({ duer }: DuerContexte, body: PagesEnregistrement): Promise<{ ok: true }> {
    const idDuer = duer.id;
    return this.manager.transaction(async (tx) => {
      const ids = [...new Set([...body.toUpdate.map((p) => p.id), ...body.toDelete])];
      const found: unknown[] = await tx.query('SELECT id FROM duer_page WHERE id_duer = $1 AND id = ANY($2) FOR UPDATE', [idDuer, ids]);
      if (found.length !== ids.length) throw AppException.notFound(M.pageIntrouvable);
      for (const p of body.toUpdate) {
        await tx.query('UPDATE duer_page SET ordre = $2, est_avant_risques = $3 WHERE id = $1', [p.id, p.ordre, p.estAvantRisques]);
      }
      if (body.toDelete.length) {
        await tx.query('DELETE FROM duer_page WHERE id_duer = $1 AND id = ANY($2)', [idDuer, body.toDelete]);
        await renumeroterSous(tx, 'duer_page', [idDuer]);
      }
      return { ok: true as const };
    });
  }

  /**
   * ReplaceDuerPage: a page with a file (not the special pages), creation right, DUER not finished; the firm's pages serve
   * every dossier, only advisers change their file (the route's rule, on the 'pageDuCabinet' fact).
   */
  async replace({ duer }: DuerContexte, idBasePage: number, file: StreamedFile): Promise<{ ok: true }> {
    const idDuer = duer.id;
    const ancienne = await this.manager.transaction(async (tx) => {
      if (estPageSpeciale(idBasePage)) throw AppException.validation([{ path: 'idBasePage', message: M.pageSpeciale }]);
      const rows: { blob_key: string | null }[] = await tx.query(
        `SELECT bp.blob_key FROM duer_base_page bp JOIN duer_page p ON p.id_base_page = bp.id AND p.id_duer = $2 WHERE bp.id = $1 FOR UPDATE OF bp`,
        [idBasePage, idDuer],
      );
      if (!rows.length) throw AppException.notFound(M.pageIntrouvable);
      await tx.query('UPDATE duer_base_page SET blob_key = $2, nom_fichier = $3, extension = $4, mime = $5, taille = $6 WHERE id = $1', [
        idBasePage,
        file.key,
        file.name,
        file.extension,
        file.mime,
        file.size,
      ]);
      return rows[0].blob_key;
    });
    if (ancienne) await Promise.all([ancienne, `${ancienne}.pdf`].map((k) => this.blobs.delete(k).catch(() => undefined)));
    return { ok: true };
  }

  private async link(tx: EntityManager, idDuer: number, idBasePage: number, avant: boolean): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre)
       SELECT $1, $2, $3, COALESCE(max(ordre), 0) + 1 FROM duer_page WHERE id_duer = $1 AND est_avant_risques = $3
       ON CONFLICT DO NOTHING RETURNING id`,
      [idDuer, idBasePage, avant],
    );
    if (!rows.length) throw AppException.validation([{ path: 'idBasePage', message: M.pageExistante }]);
    return rows[0].id;
  }
}
