import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** A module of the DUER, as the checks of the content routes read it. */
export interface ModuleRow {
  id: number;
  id_duer_categorie: number;
  id_base_module: number;
  ordre: number;
  remarque: string | null;
  forcer_validation: boolean;
  version: number;
}

export interface GroupeRow {
  id: number;
  id_duer_module: number;
  id_base_groupe: number;
  ordre: number;
}

export interface RisqueRow {
  id: number;
  id_duer_groupe: number;
  id_base_risque: number;
  ordre: number;
  est_actif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
  mesure_existante: string;
  mesure_a_faire: string;
  mesure_qui: string;
  mesure_delai: string;
}

export interface RisqueDetailRow extends RisqueRow {
  base_nom: string;
  est_avec_picto: boolean;
}

export interface ModuleInfosRow {
  base_id: number;
  base_nom: string;
  base_annee: number | null;
  base_code_dossier: string | null;
  cat_id: number;
  cat_nom: string;
}

/** The module screen's reads (module, operations, risks) and the ownership reads of the content routes. */
@Injectable()
export class DuerModuleDetailRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** The module if it belongs to the DUER; `forUpdate` locks its row until the transaction ends. */
  async moduleOf(idDuer: number, idModule: number, tx: EntityManager = this.manager, forUpdate = false): Promise<ModuleRow | undefined> {
    const rows: ModuleRow[] = await tx.query(
      `SELECT m.id, m.id_duer_categorie, m.id_base_module, m.ordre, m.remarque, m.forcer_validation, m.version
         FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE m.id = $1 AND c.id_duer = $2${forUpdate ? ' FOR UPDATE OF m' : ''}`,
      [idModule, idDuer],
    );
    return rows[0];
  }

  async groupeOf(idDuer: number, idGroupe: number, tx: EntityManager = this.manager): Promise<GroupeRow | undefined> {
    const rows: GroupeRow[] = await tx.query(
      `SELECT g.id, g.id_duer_module, g.id_base_groupe, g.ordre
         FROM duer_groupe g JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE g.id = $1 AND c.id_duer = $2`,
      [idGroupe, idDuer],
    );
    return rows[0];
  }

  async risqueOf(idDuer: number, idRisque: number, tx: EntityManager = this.manager): Promise<(RisqueRow & { id_duer_module: number }) | undefined> {
    const rows: (RisqueRow & { id_duer_module: number })[] = await tx.query(
      `SELECT r.*, g.id_duer_module
         FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
         JOIN duer_categorie c ON c.id = m.id_duer_categorie
        WHERE r.id = $1 AND c.id_duer = $2`,
      [idRisque, idDuer],
    );
    return rows[0];
  }

  /** The module's base module and work unit. */
  async infos(idModule: number, tx: EntityManager = this.manager): Promise<ModuleInfosRow> {
    const [infos]: ModuleInfosRow[] = await tx.query(
      `SELECT bm.id AS base_id, bm.nom AS base_nom, bm.annee AS base_annee, bm.code_dossier AS base_code_dossier, c.id AS cat_id, bc.nom AS cat_nom
           FROM duer_module m JOIN duer_base_module bm ON bm.id = m.id_base_module
           JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
          WHERE m.id = $1`,
      [idModule],
    );
    return infos;
  }

  /** The module's operations with their base operation, in order. */
  groupes(idModule: number, tx: EntityManager = this.manager): Promise<{ id: number; ordre: number; base_id: number; base_nom: string }[]> {
    return tx.query(
      `SELECT g.id, g.ordre, bg.id AS base_id, bg.nom AS base_nom
         FROM duer_groupe g JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
        WHERE g.id_duer_module = $1 ORDER BY g.ordre, g.id`,
      [idModule],
    );
  }

  /** The module's risks with their base risk, in order. */
  risquesDuModule(idModule: number, tx: EntityManager = this.manager): Promise<RisqueDetailRow[]> {
    return this.risqueRows(tx, 'g.id_duer_module = $1', [idModule]);
  }

  /** One risk with its base risk. */
  async risque(idRisque: number, tx: EntityManager = this.manager): Promise<RisqueDetailRow | undefined> {
    return (await this.risqueRows(tx, 'r.id = $1', [idRisque]))[0];
  }

  /** The DUER's modules across its units in order (unit ordre, module ordre). */
  modulesDuDuer(idDuer: number, tx: EntityManager = this.manager): Promise<{ id: number; id_categorie: number; nom: string }[]> {
    return tx.query(
      `SELECT m.id, c.id AS id_categorie, bm.nom
         FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_module bm ON bm.id = m.id_base_module
        WHERE c.id_duer = $1 ORDER BY c.ordre, c.id, m.ordre, m.id`,
      [idDuer],
    );
  }

  private risqueRows(tx: EntityManager, where: string, params: unknown[]): Promise<RisqueDetailRow[]> {
    return tx.query(
      `SELECT r.*, br.nom AS base_nom, br.est_avec_picto
         FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_base_risque br ON br.id = r.id_base_risque
        WHERE ${where} ORDER BY r.ordre, r.id`,
      params,
    );
  }
}
