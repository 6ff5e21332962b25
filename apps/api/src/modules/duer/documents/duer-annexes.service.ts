import { Inject, Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { type AnnexesEnregistrement, type BaseAnnexe, type DuerAnnexes, DuerDocumentsMessages as M } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../../common/app.exception';
import { BLOB_STORE, type BlobStore } from '../../../common/storage/blob-store';
import type { StreamedFile } from '../../../common/upload/stream-upload.interceptor';
import { toDuerDto } from '../duer-dto';
import type { DuerContexte } from '../duer-faits';
import { fichierDe, visible } from './duer-documents-droits';

interface AnnexeRow {
  id: number;
  id_lien: number;
  nom: string;
  num_annexe: number;
  est_obligatoire: boolean;
  id_base_module: number | null;
  blob_key: string | null;
  nom_fichier: string | null;
  extension: string | null;
}

interface ModuleRow {
  id: number;
  id_base_module: number;
  id_duer_categorie: number;
  nom: string;
}

/** Annexes of a DUER (module id 0) or of one of its modules (spec 03 §2.5, §7.4). */
@Injectable()
export class DuerAnnexesService {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async list(ctx: DuerContexte, idDuerModule: number | null): Promise<DuerAnnexes> {
    const idDuer = ctx.duer.id;
    const module = idDuerModule === null ? null : await this.module(this.manager, idDuer, idDuerModule);
    const rows: AnnexeRow[] = module
      ? await this.manager.query(
          `SELECT ba.*, l.id AS id_lien FROM duer_annexe_module l JOIN duer_base_annexe ba ON ba.id = l.id_base_annexe
           WHERE l.id_duer_module = $1 ORDER BY ba.num_annexe, ba.id`,
          [module.id],
        )
      : await this.manager.query(
          `SELECT ba.*, l.id AS id_lien FROM duer_annexe l JOIN duer_base_annexe ba ON ba.id = l.id_base_annexe
           WHERE l.id_duer = $1 ORDER BY ba.num_annexe, ba.id`,
          [idDuer],
        );
    return {
      duer: toDuerDto(ctx.duer),
      droits: ctx.droits,
      module: module && { id: module.id, idBaseModule: module.id_base_module, nom: module.nom, idDuerCategorie: module.id_duer_categorie },
      annexes: rows.map((r) => ({
        id: r.id,
        idLien: r.id_lien,
        nom: r.nom,
        numAnnexe: r.num_annexe,
        estObligatoire: r.est_obligatoire,
        typeFichier: 'ANNEXE' as const,
        duerBaseModule: r.id_base_module === null ? null : { id: r.id_base_module },
        ...fichierDe(r),
      })),
    };
  }

  /** Base annexes of the scope (whole DUER or the module's base module) not yet linked. */
  async bases({ duer }: DuerContexte, idDuerModule: number | null): Promise<BaseAnnexe[]> {
    const idDuer = duer.id;
    const module = idDuerModule === null ? null : await this.module(this.manager, idDuer, idDuerModule);
    const rows: { id: number; nom: string; num_annexe: number; code_dossier: string | null }[] = module
      ? await this.manager.query(
          `SELECT ba.id, ba.nom, ba.num_annexe, ba.code_dossier FROM duer_base_annexe ba WHERE ba.id_base_module = $2 AND ${visible('ba', 1)}
           AND NOT EXISTS (SELECT 1 FROM duer_annexe_module l WHERE l.id_base_annexe = ba.id AND l.id_duer_module = $3) ORDER BY ba.num_annexe, ba.id LIMIT 500`,
          [duer.codeDossier, module.id_base_module, module.id],
        )
      : await this.manager.query(
          `SELECT ba.id, ba.nom, ba.num_annexe, ba.code_dossier FROM duer_base_annexe ba WHERE ba.id_base_module IS NULL AND ${visible('ba', 1)}
           AND NOT EXISTS (SELECT 1 FROM duer_annexe l WHERE l.id_base_annexe = ba.id AND l.id_duer = $2) ORDER BY ba.num_annexe, ba.id LIMIT 500`,
          [duer.codeDossier, idDuer],
        );
    return rows.map((r) => ({ id: r.id, nom: r.nom, numAnnexe: r.num_annexe, codeDossier: r.code_dossier }));
  }

  /** InsertDuerBaseAnnexe: advisers only (spec 03 §6, the route's rule); the label is unique among the annexes the dossier sees. */
  create(ctx: DuerContexte, body: { nom: string; idDuerModule?: number }, file: StreamedFile): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.manager.transaction(async (tx) => {
      const module = body.idDuerModule === undefined ? null : await this.module(tx, idDuer, body.idDuerModule);
      const codeDossier = ctx.duer.codeDossier;
      const doublon = await tx.query(`SELECT 1 FROM duer_base_annexe ba WHERE lower(ba.nom) = lower($2) AND ${visible('ba', 1)}`, [codeDossier, body.nom]);
      if (doublon.length) throw AppException.validation([{ path: 'nom', message: M.annexeExistante }]);
      const idBaseModule = module?.id_base_module ?? null;
      const [{ next }] = await tx.query(
        `SELECT COALESCE(max(ba.num_annexe), 0) + 1 AS next FROM duer_base_annexe ba WHERE ba.id_base_module IS NOT DISTINCT FROM $2 AND ${visible('ba', 1)}`,
        [codeDossier, idBaseModule],
      );
      const [{ id }] = await tx.query(
        `INSERT INTO duer_base_annexe (nom, est_obligatoire, num_annexe, id_base_module, code_dossier, blob_key, nom_fichier, extension, mime, taille)
         VALUES ($1, false, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [body.nom, next, idBaseModule, codeDossier, file.key, file.name, file.extension, file.mime, file.size],
      );
      await this.link(tx, idDuer, module, id);
      return { insertId: id as number };
    });
  }

  /** InsertDuerAnnexe / InsertDuerAnnexeModule: an existing base annex of the scope, not yet linked. */
  add(ctx: DuerContexte, idBaseAnnexe: number, idDuerModule: number | null): Promise<{ insertId: number }> {
    const idDuer = ctx.duer.id;
    return this.manager.transaction(async (tx) => {
      const module = idDuerModule === null ? null : await this.module(tx, idDuer, idDuerModule);
      const found = await tx.query(`SELECT 1 FROM duer_base_annexe ba WHERE ba.id = $2 AND ba.id_base_module IS NOT DISTINCT FROM $3 AND ${visible('ba', 1)}`, [
        ctx.duer.codeDossier,
        idBaseAnnexe,
        module?.id_base_module ?? null,
      ]);
      if (!found.length) throw AppException.notFound(M.annexeIntrouvable);
      return { insertId: await this.link(tx, idDuer, module, idBaseAnnexe) };
    });
  }

  /**
   * Staged deletes and the new order numbers in one transaction; reorder is the advisers' (it affects every DUER), and
   * neither on a finished DUER (the route's rule).
   */
  save({ duer }: DuerContexte, body: AnnexesEnregistrement): Promise<{ ok: true }> {
    const idDuer = duer.id;
    return this.manager.transaction(async (tx) => {
      const module = body.idDuerModule === null ? null : await this.module(tx, idDuer, body.idDuerModule);
      const [table, owner, ownerId] = module ? ['duer_annexe_module', 'id_duer_module', module.id] : ['duer_annexe', 'id_duer', idDuer];
      if (body.numeros.length) {
        const ids = body.numeros.map((n) => n.id);
        const linked: unknown[] = await tx.query(`SELECT DISTINCT id_base_annexe FROM ${table} WHERE ${owner} = $1 AND id_base_annexe = ANY($2)`, [
          ownerId,
          ids,
        ]);
        if (linked.length !== new Set(ids).size) throw AppException.notFound(M.annexeIntrouvable);
        for (const n of body.numeros) await tx.query('UPDATE duer_base_annexe SET num_annexe = $2 WHERE id = $1', [n.id, n.numAnnexe]);
      }
      if (body.toDelete.length) {
        const ids = [...new Set(body.toDelete)];
        const found: unknown[] = await tx.query(`SELECT id FROM ${table} WHERE ${owner} = $1 AND id = ANY($2) FOR UPDATE`, [ownerId, ids]);
        if (found.length !== ids.length) throw AppException.notFound(M.annexeIntrouvable);
        await tx.query(`DELETE FROM ${table} WHERE ${owner} = $1 AND id = ANY($2)`, [ownerId, ids]);
      }
      return { ok: true as const };
    });
  }

  /** ReplaceDuerAnnexeFile: advisers with the creation right, DUER not finished (the route's rule); every DUER using the annex sees the new file. */
  async replace({ duer }: DuerContexte, idBaseAnnexe: number, file: StreamedFile): Promise<{ ok: true }> {
    const idDuer = duer.id;
    const ancienne = await this.manager.transaction(async (tx) => {
      const rows: { blob_key: string | null }[] = await tx.query(
        `SELECT ba.blob_key FROM duer_base_annexe ba WHERE ba.id = $1 AND (
           EXISTS (SELECT 1 FROM duer_annexe l WHERE l.id_base_annexe = ba.id AND l.id_duer = $2)
           OR EXISTS (SELECT 1 FROM duer_annexe_module l JOIN duer_module m ON m.id = l.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
                      WHERE l.id_base_annexe = ba.id AND c.id_duer = $2)) FOR UPDATE OF ba`,
        [idBaseAnnexe, idDuer],
      );
      if (!rows.length) throw AppException.notFound(M.annexeIntrouvable);
      await tx.query('UPDATE duer_base_annexe SET blob_key = $2, nom_fichier = $3, extension = $4, mime = $5, taille = $6 WHERE id = $1', [
        idBaseAnnexe,
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

  private async link(tx: EntityManager, idDuer: number, module: ModuleRow | null, idBaseAnnexe: number): Promise<number> {
    const rows: { id: number }[] = module
      ? await tx.query('INSERT INTO duer_annexe_module (id_duer_module, id_base_annexe) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [
          module.id,
          idBaseAnnexe,
        ])
      : await tx.query('INSERT INTO duer_annexe (id_duer, id_base_annexe) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [idDuer, idBaseAnnexe]);
    if (!rows.length) throw AppException.validation([{ path: 'idBaseAnnexe', message: M.annexeExistante }]);
    return rows[0].id;
  }

  /** A module of this DUER, with its base module (404 otherwise). */
  private async module(manager: EntityManager, idDuer: number, idDuerModule: number): Promise<ModuleRow> {
    const rows: ModuleRow[] = await manager.query(
      `SELECT m.id, m.id_base_module, m.id_duer_categorie, bm.nom FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
       JOIN duer_base_module bm ON bm.id = m.id_base_module WHERE m.id = $1 AND c.id_duer = $2`,
      [idDuerModule, idDuer],
    );
    if (!rows.length) throw AppException.notFound(M.moduleIntrouvable);
    return rows[0];
  }
}
