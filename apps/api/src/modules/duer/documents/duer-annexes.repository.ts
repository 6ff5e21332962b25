import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { visible } from './duer-documents-droits';

export interface AnnexeRow {
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

export interface AnnexeModuleRow {
  id: number;
  id_base_module: number;
  id_duer_categorie: number;
  nom: string;
}

export interface BaseAnnexeRow {
  id: number;
  nom: string;
  num_annexe: number;
  code_dossier: string | null;
}

/** Where a scope's links live: the DUER's (duer_annexe) or one of its modules' (duer_annexe_module). */
const liens = (idDuer: number, module: AnnexeModuleRow | null) =>
  module ? { table: 'duer_annexe_module', owner: 'id_duer_module', ownerId: module.id } : { table: 'duer_annexe', owner: 'id_duer', ownerId: idDuer };

/** Annex links and numbers of a DUER or of one of its modules; writes take the caller's transaction. */
@Injectable()
export class DuerAnnexesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** A module of this DUER, with its base module. */
  async module(idDuer: number, idDuerModule: number, tx: EntityManager = this.manager): Promise<AnnexeModuleRow | undefined> {
    const rows: AnnexeModuleRow[] = await tx.query(
      `SELECT m.id, m.id_base_module, m.id_duer_categorie, bm.nom FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
       JOIN duer_base_module bm ON bm.id = m.id_base_module WHERE m.id = $1 AND c.id_duer = $2`,
      [idDuerModule, idDuer],
    );
    return rows[0];
  }

  /** The scope's annexes by number. */
  liste(idDuer: number, module: AnnexeModuleRow | null): Promise<AnnexeRow[]> {
    const { table, owner, ownerId } = liens(idDuer, module);
    return this.manager.query(
      `SELECT ba.*, l.id AS id_lien FROM ${table} l JOIN duer_base_annexe ba ON ba.id = l.id_base_annexe
       WHERE l.${owner} = $1 ORDER BY ba.num_annexe, ba.id`,
      [ownerId],
    );
  }

  /** Base annexes of the scope (whole DUER or the module's base module) the dossier sees, not yet linked. */
  bases(codeDossier: string, idDuer: number, module: AnnexeModuleRow | null): Promise<BaseAnnexeRow[]> {
    return module
      ? this.manager.query(
          `SELECT ba.id, ba.nom, ba.num_annexe, ba.code_dossier FROM duer_base_annexe ba WHERE ba.id_base_module = $2 AND ${visible('ba', 1)}
           AND NOT EXISTS (SELECT 1 FROM duer_annexe_module l WHERE l.id_base_annexe = ba.id AND l.id_duer_module = $3) ORDER BY ba.num_annexe, ba.id LIMIT 500`,
          [codeDossier, module.id_base_module, module.id],
        )
      : this.manager.query(
          `SELECT ba.id, ba.nom, ba.num_annexe, ba.code_dossier FROM duer_base_annexe ba WHERE ba.id_base_module IS NULL AND ${visible('ba', 1)}
           AND NOT EXISTS (SELECT 1 FROM duer_annexe l WHERE l.id_base_annexe = ba.id AND l.id_duer = $2) ORDER BY ba.num_annexe, ba.id LIMIT 500`,
          [codeDossier, idDuer],
        );
  }

  /** The number after the last of the annexes the dossier sees for this base module (none: the DUER's own). */
  async prochainNumero(tx: EntityManager, codeDossier: string, idBaseModule: number | null): Promise<number> {
    const [{ next }]: { next: number }[] = await tx.query(
      `SELECT COALESCE(max(ba.num_annexe), 0) + 1 AS next FROM duer_base_annexe ba WHERE ba.id_base_module IS NOT DISTINCT FROM $2 AND ${visible('ba', 1)}`,
      [codeDossier, idBaseModule],
    );
    return next;
  }

  /** A base annex the dossier sees, of this base module (none: the DUER's own). */
  async baseVisible(tx: EntityManager, codeDossier: string, idBaseAnnexe: number, idBaseModule: number | null): Promise<boolean> {
    const found: unknown[] = await tx.query(
      `SELECT 1 FROM duer_base_annexe ba WHERE ba.id = $2 AND ba.id_base_module IS NOT DISTINCT FROM $3 AND ${visible('ba', 1)}`,
      [codeDossier, idBaseAnnexe, idBaseModule],
    );
    return found.length > 0;
  }

  /** The link of a base annex to the scope; undefined when it is already linked. */
  async lier(tx: EntityManager, idDuer: number, module: AnnexeModuleRow | null, idBaseAnnexe: number): Promise<number | undefined> {
    const rows: { id: number }[] = module
      ? await tx.query('INSERT INTO duer_annexe_module (id_duer_module, id_base_annexe) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [
          module.id,
          idBaseAnnexe,
        ])
      : await tx.query('INSERT INTO duer_annexe (id_duer, id_base_annexe) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id', [idDuer, idBaseAnnexe]);
    return rows[0]?.id;
  }

  /** How many of these base annexes the scope links. */
  async basesLiees(tx: EntityManager, idDuer: number, module: AnnexeModuleRow | null, idsBase: number[]): Promise<number> {
    const { table, owner, ownerId } = liens(idDuer, module);
    const linked: unknown[] = await tx.query(`SELECT DISTINCT id_base_annexe FROM ${table} WHERE ${owner} = $1 AND id_base_annexe = ANY($2)`, [
      ownerId,
      idsBase,
    ]);
    return linked.length;
  }

  async numeroter(tx: EntityManager, idBaseAnnexe: number, numAnnexe: number): Promise<void> {
    await tx.query('UPDATE duer_base_annexe SET num_annexe = $2 WHERE id = $1', [idBaseAnnexe, numAnnexe]);
  }

  /** How many of these links are the scope's, locked until commit. */
  async verrouillerLiens(tx: EntityManager, idDuer: number, module: AnnexeModuleRow | null, ids: number[]): Promise<number> {
    const { table, owner, ownerId } = liens(idDuer, module);
    const found: unknown[] = await tx.query(`SELECT id FROM ${table} WHERE ${owner} = $1 AND id = ANY($2) FOR UPDATE`, [ownerId, ids]);
    return found.length;
  }

  async supprimerLiens(tx: EntityManager, idDuer: number, module: AnnexeModuleRow | null, ids: number[]): Promise<void> {
    const { table, owner, ownerId } = liens(idDuer, module);
    await tx.query(`DELETE FROM ${table} WHERE ${owner} = $1 AND id = ANY($2)`, [ownerId, ids]);
  }

  /**
   * A copy's annexes: the source DUER's, and its modules' to the new DUER's modules of the same base module, when the
   * new DUER's dossier sees them.
   */
  async copier(tx: EntityManager, idDuer: number, idSource: number, codeDossier: string): Promise<void> {
    await tx.query(
      `INSERT INTO duer_annexe (id_duer, id_base_annexe)
       SELECT $1, a.id_base_annexe FROM duer_annexe a JOIN duer_base_annexe ba ON ba.id = a.id_base_annexe
       WHERE a.id_duer = $2 AND ${visible('ba', 3)} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
    await tx.query(
      `INSERT INTO duer_annexe_module (id_duer_module, id_base_annexe)
       SELECT DISTINCT dm.id, a.id_base_annexe FROM duer_annexe_module a
       JOIN duer_base_annexe ba ON ba.id = a.id_base_annexe
       JOIN duer_module sm ON sm.id = a.id_duer_module JOIN duer_categorie sc ON sc.id = sm.id_duer_categorie
       JOIN duer_module dm ON dm.id_base_module = sm.id_base_module JOIN duer_categorie dc ON dc.id = dm.id_duer_categorie
       WHERE sc.id_duer = $2 AND dc.id_duer = $1 AND ${visible('ba', 3)} ON CONFLICT DO NOTHING`,
      [idDuer, idSource, codeDossier],
    );
  }
}
