import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** Library units (of a base type, audit excluded) and the dossier's own; members see only their base type's. */
const VISIBLE = `((b.code_dossier = $1 AND b.id_base_type IS NULL) OR (b.code_dossier IS NULL AND (b.id_base_type = $2 OR ($3 AND b.id_base_type BETWEEN 1 AND 4))))`;
/**
 * Offered to the DUER $4: no unit of it has that base or that name, and a dossier's own unit only while a unit of one
 * of its DUERs uses it (a deleted or renamed unit leaves its own base behind, never offered again).
 */
const OFFERTE = `(NOT EXISTS (SELECT 1 FROM duer_categorie c JOIN duer_base_categorie cb ON cb.id = c.id_base_categorie
                              WHERE c.id_duer = $4 AND (c.id_base_categorie = b.id OR lower(cb.nom) = lower(b.nom)))
  AND (b.code_dossier IS NULL OR EXISTS (SELECT 1 FROM duer_categorie c JOIN duer d ON d.id = c.id_duer WHERE c.id_base_categorie = b.id AND d.code_dossier = $1)))`;

/** Who looks at the base units offered to a DUER. */
export interface PorteeCategories {
  codeDossier: string;
  baseType: number;
  estCollaborateur: boolean;
  idDuer: number;
}

export interface CategorieRow {
  id: number;
  ordre: number;
  id_base_categorie: number;
  nom: string;
}

export interface BaseCategorieRow {
  id: number;
  nom: string;
  annee: number | null;
  code_dossier: string | null;
}

const params = (p: PorteeCategories) => [p.codeDossier, p.baseType, p.estCollaborateur, p.idDuer];

/** Work units of a DUER (duer_categorie) and their base units (duer_base_categorie); writes take the caller's transaction. */
@Injectable()
export class DuerCategoriesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** A work unit of the DUER with its name; undefined when the id names another DUER's. */
  async categorieOf(idDuer: number, idCategorie: number, tx: EntityManager = this.manager): Promise<CategorieRow | undefined> {
    const rows: CategorieRow[] = await tx.query(
      `SELECT c.id, c.ordre, c.id_base_categorie, b.nom FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie
      WHERE c.id = $1 AND c.id_duer = $2`,
      [idCategorie, idDuer],
    );
    return rows[0];
  }

  /**
   * The base units offered, one per name (a library unit listed for several base types is offered once, the dossier's
   * base type first; a library unit before a dossier's own of the same name).
   */
  basesOffertes(portee: PorteeCategories): Promise<BaseCategorieRow[]> {
    return this.manager.query(
      `SELECT b.id, b.nom, b.annee, b.code_dossier FROM (
         SELECT DISTINCT ON (lower(b.nom)) b.* FROM duer_base_categorie b WHERE ${VISIBLE} AND ${OFFERTE}
          ORDER BY lower(b.nom), b.code_dossier NULLS FIRST, (b.id_base_type = $2) IS TRUE DESC, b.id_base_type, b.id
       ) b ORDER BY b.code_dossier NULLS FIRST, b.id_base_type, b.ordre, b.nom, b.id`,
      params(portee),
    );
  }

  async estBaseOfferte(portee: PorteeCategories, idBase: number, tx: EntityManager = this.manager): Promise<boolean> {
    const visible: unknown[] = await tx.query(`SELECT b.id FROM duer_base_categorie b WHERE b.id = $5 AND ${VISIBLE} AND ${OFFERTE}`, [
      ...params(portee),
      idBase,
    ]);
    return visible.length > 0;
  }

  /** A unit placed last in the DUER; returns its id. */
  async insert(idDuer: number, idBase: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre)
           VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_categorie WHERE id_duer = $1)) RETURNING id`,
      [idDuer, idBase],
    );
    return rows[0].id;
  }

  /** The DUER's other units, in order. */
  autres(idDuer: number, idCategorie: number, tx: EntityManager = this.manager): Promise<{ id: number; nom: string }[]> {
    return tx.query(
      `SELECT c.id, b.nom FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie
          WHERE c.id_duer = $1 AND c.id <> $2 ORDER BY c.ordre, c.id`,
      [idDuer, idCategorie],
    );
  }

  /** The DUER's units with their base unit and module count, in order. */
  avecNombreModules(idDuer: number, tx: EntityManager = this.manager): Promise<{ id: number; ordre: number; id_base: number; nom: string; nombre: number }[]> {
    return tx.query(
      `SELECT c.id, c.ordre, b.id AS id_base, b.nom, (SELECT count(*)::int FROM duer_module m WHERE m.id_duer_categorie = c.id) AS nombre
         FROM duer_categorie c JOIN duer_base_categorie b ON b.id = c.id_base_categorie
        WHERE c.id_duer = $1 ORDER BY c.ordre, c.id`,
      [idDuer],
    );
  }

  async prochainOrdre(idDuer: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { n: number }[] = await tx.query('SELECT COALESCE(max(ordre), 0)::int + 1 AS n FROM duer_categorie WHERE id_duer = $1', [idDuer]);
    return rows[0].n;
  }

  async nombre(idDuer: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_categorie WHERE id_duer = $1', [idDuer]);
    return rows[0].n;
  }

  async nombreModules(idCategorie: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { n: number }[] = await tx.query('SELECT count(*)::int AS n FROM duer_module WHERE id_duer_categorie = $1', [idCategorie]);
    return rows[0].n;
  }

  async setBase(idCategorie: number, idBase: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_categorie SET id_base_categorie = $2 WHERE id = $1', [idCategorie, idBase]);
  }

  async delete(idCategorie: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('DELETE FROM duer_categorie WHERE id = $1', [idCategorie]);
  }

  ordres(idDuer: number, tx: EntityManager = this.manager): Promise<{ id: number; ordre: number }[]> {
    return tx.query('SELECT id, ordre FROM duer_categorie WHERE id_duer = $1', [idDuer]);
  }

  async setOrdre(idCategorie: number, ordre: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_categorie SET ordre = $2 WHERE id = $1', [idCategorie, ordre]);
  }

  /** A library unit (base types 1..4) or one of the dossier's own named so, case-insensitively. */
  async baseNommee(codeDossier: string, nom: string, tx: EntityManager = this.manager): Promise<number | undefined> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_categorie
        WHERE lower(nom) = lower($2) AND ((code_dossier = $1 AND id_base_type IS NULL) OR (code_dossier IS NULL AND id_base_type BETWEEN 1 AND 4))
        ORDER BY code_dossier NULLS LAST, id LIMIT 1`,
      [codeDossier, nom],
    );
    return rows[0]?.id;
  }

  /** A dossier-own base unit; returns its id. */
  async createBase(nom: string, codeDossier: string, annee: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { id: number }[] = await tx.query('INSERT INTO duer_base_categorie (nom, code_dossier, annee) VALUES ($1, $2, $3) RETURNING id', [
      nom,
      codeDossier,
      annee,
    ]);
    return rows[0].id;
  }
}
