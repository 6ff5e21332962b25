import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** A module of a work unit with its base module, as the lists show it. */
export interface ModuleListeRow {
  id: number;
  ordre: number;
  remarque: string | null;
  forcer_validation: boolean;
  id_base: number;
  nom: string;
  annee: number | null;
  code_dossier: string | null;
}

export interface ModuleCategorieRow {
  id: number;
  id_duer_categorie: number;
  id_base_module: number;
  forcer_validation: boolean;
  id_base_categorie: number;
}

/** Modules of the work units (duer_module) and their base modules' names and creation; writes take the caller's transaction. */
@Injectable()
export class DuerModulesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** A module of the DUER with its unit's base unit; undefined when the id names another DUER's. */
  async moduleOf(idDuer: number, idModule: number, tx: EntityManager = this.manager): Promise<ModuleCategorieRow | undefined> {
    const rows: ModuleCategorieRow[] = await tx.query(
      `SELECT m.id, m.id_duer_categorie, m.id_base_module, m.forcer_validation, c.id_base_categorie FROM duer_module m
       JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE m.id = $1 AND c.id_duer = $2`,
      [idModule, idDuer],
    );
    return rows[0];
  }

  /** The modules of a work unit (or one module) with their base module, in order. */
  liste(filter: { idCategorie: number } | { idModule: number }, tx: EntityManager = this.manager): Promise<ModuleListeRow[]> {
    const [where, param] = 'idCategorie' in filter ? ['m.id_duer_categorie', filter.idCategorie] : ['m.id', filter.idModule];
    return tx.query(
      `SELECT m.id, m.ordre, m.remarque, m.forcer_validation, b.id AS id_base, b.nom, b.annee, b.code_dossier
       FROM duer_module m JOIN duer_base_module b ON b.id = m.id_base_module
      WHERE ${where} = $1 ORDER BY m.ordre, m.id`,
      [param],
    );
  }

  /** A module placed last in the unit; returns its id. */
  async insert(idCategorie: number, idBase: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre)
           VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_module WHERE id_duer_categorie = $1)) RETURNING id`,
      [idCategorie, idBase],
    );
    return rows[0].id;
  }

  async nomDeBase(idBase: number, tx: EntityManager = this.manager): Promise<string> {
    const rows: { nom: string }[] = await tx.query('SELECT nom FROM duer_base_module WHERE id = $1', [idBase]);
    return rows[0].nom;
  }

  async setBase(idModule: number, idBase: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_module SET id_base_module = $2 WHERE id = $1', [idModule, idBase]);
  }

  async setRemarque(idModule: number, remarque: string | null, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_module SET remarque = $2 WHERE id = $1', [idModule, remarque]);
  }

  /** The module's save: its remark, and the version a next save must name. */
  async enregistrer(idModule: number, remarque: string | null, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_module SET remarque = $2, version = version + 1 WHERE id = $1', [idModule, remarque]);
  }

  async delete(idModule: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('DELETE FROM duer_module WHERE id = $1', [idModule]);
  }

  async prochainOrdre(idCategorie: number, tx: EntityManager = this.manager): Promise<number> {
    const rows: { n: number }[] = await tx.query('SELECT COALESCE(max(ordre), 0)::int + 1 AS n FROM duer_module WHERE id_duer_categorie = $1', [idCategorie]);
    return rows[0].n;
  }

  async basculerForcerValidation(idModule: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_module SET forcer_validation = NOT forcer_validation WHERE id = $1', [idModule]);
  }

  /** Those of the ids that belong to the DUER, with their unit. */
  duDuer(ids: number[], idDuer: number, tx: EntityManager = this.manager): Promise<{ id: number; id_duer_categorie: number }[]> {
    return tx.query(
      `SELECT m.id, m.id_duer_categorie FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
            WHERE m.id = ANY($1::int[]) AND c.id_duer = $2`,
      [ids, idDuer],
    );
  }

  ordres(idCategorie: number, tx: EntityManager = this.manager): Promise<{ id: number; ordre: number }[]> {
    return tx.query('SELECT id, ordre FROM duer_module WHERE id_duer_categorie = $1', [idCategorie]);
  }

  async setOrdre(idModule: number, ordre: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_module SET ordre = $2 WHERE id = $1', [idModule, ordre]);
  }

  /** A library module or one of the dossier's own named so, case-insensitively. */
  async baseNommee(codeDossier: string, nom: string, tx: EntityManager = this.manager): Promise<number | undefined> {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM duer_base_module WHERE lower(nom) = lower($2) AND (code_dossier = $1 OR code_dossier IS NULL)
        ORDER BY code_dossier NULLS LAST, id LIMIT 1`,
      [codeDossier, nom],
    );
    return rows[0]?.id;
  }

  /** A dossier-own base module; returns its id. */
  async createBase(base: { nom: string; idBaseCategorie: number; codeDossier: string; annee: number }, tx: EntityManager = this.manager): Promise<number> {
    const rows: { id: number }[] = await tx.query(
      'INSERT INTO duer_base_module (nom, id_base_categorie, code_dossier, annee) VALUES ($1, $2, $3, $4) RETURNING id',
      [base.nom, base.idBaseCategorie, base.codeDossier, base.annee],
    );
    return rows[0].id;
  }
}
