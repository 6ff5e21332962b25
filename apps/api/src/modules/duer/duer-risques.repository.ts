import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { RisqueRow } from './duer-module-detail.repository';

export interface BaseRisqueRow {
  id: number;
  nom: string;
  mesure_existante: string;
  mesure_a_faire: string;
}

/** A risk of another DUER with its base risk, as an operation copied from there reads it. */
export interface RisqueSourceRow extends RisqueRow {
  base_nom: string;
  est_avec_picto: boolean;
  base_code_dossier: string | null;
}

/** The values a saved risk takes (maîtrise stored × 10). */
export interface RisqueValeurs {
  ordre: number;
  estActif: boolean;
  gravite: number | null;
  frequence: number | null;
  maitriseDixiemes: number | null;
  mesureExistante: string;
  mesureAFaire: string;
  mesureQui: string;
  mesureDelai: string;
}

/** Risks of the operations (duer_risque) and base risks (duer_base_risque); writes take the caller's transaction. */
@Injectable()
export class DuerRisquesRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Base risks of the base operation (library or the dossier's own) not yet in the operation. */
  basesDisponibles(idBaseGroupe: number, codeDossier: string, idGroupe: number): Promise<{ id: number; nom: string; code_dossier: string | null }[]> {
    return this.manager.query(
      `SELECT br.id, br.nom, br.code_dossier FROM duer_base_risque br
        WHERE br.id_base_groupe = $1 AND (br.code_dossier IS NULL OR br.code_dossier = $2)
          AND NOT EXISTS (SELECT 1 FROM duer_risque r WHERE r.id_duer_groupe = $3 AND r.id_base_risque = br.id)
        ORDER BY br.ordre, br.nom, br.id`,
      [idBaseGroupe, codeDossier, idGroupe],
    );
  }

  /** Base risks (library or the dossier's own) of several base operations, by name. */
  basesDesGroupes(idsBaseGroupes: number[], codeDossier: string): Promise<{ id: number; nom: string; id_base_groupe: number }[]> {
    return this.manager.query(
      `SELECT id, nom, id_base_groupe FROM duer_base_risque
            WHERE id_base_groupe = ANY($1) AND (code_dossier IS NULL OR code_dossier = $2) ORDER BY ordre, nom, id`,
      [idsBaseGroupes, codeDossier],
    );
  }

  /** Base risks (library or the dossier's own) of a base operation, in order. */
  basesDuGroupe(idBaseGroupe: number, codeDossier: string, tx: EntityManager = this.manager): Promise<BaseRisqueRow[]> {
    return tx.query(
      `SELECT id, nom, mesure_existante, mesure_a_faire FROM duer_base_risque
        WHERE id_base_groupe = $1 AND (code_dossier IS NULL OR code_dossier = $2) ORDER BY ordre, id`,
      [idBaseGroupe, codeDossier],
    );
  }

  /** A base risk of the base operation (library or the dossier's own). */
  async baseOfferte(idBaseRisque: number, idBaseGroupe: number, codeDossier: string, tx: EntityManager = this.manager): Promise<BaseRisqueRow | undefined> {
    const [row]: BaseRisqueRow[] = await tx.query(
      `SELECT id, nom, mesure_existante, mesure_a_faire FROM duer_base_risque
            WHERE id = $1 AND id_base_groupe = $2 AND (code_dossier IS NULL OR code_dossier = $3)`,
      [idBaseRisque, idBaseGroupe, codeDossier],
    );
    return row;
  }

  async base(idBaseRisque: number, tx: EntityManager = this.manager): Promise<{ nom: string; id_base_groupe: number | null; est_avec_picto: boolean }> {
    const [row]: { nom: string; id_base_groupe: number | null; est_avec_picto: boolean }[] = await tx.query(
      'SELECT nom, id_base_groupe, est_avec_picto FROM duer_base_risque WHERE id = $1',
      [idBaseRisque],
    );
    return row;
  }

  /** A dossier-own base risk in a base operation. */
  async createBase(
    base: { nom: string; idBaseGroupe: number; estAvecPicto: boolean; codeDossier: string },
    tx: EntityManager = this.manager,
  ): Promise<BaseRisqueRow> {
    const [row]: BaseRisqueRow[] = await tx.query(
      `INSERT INTO duer_base_risque (nom, id_base_groupe, est_avec_picto, code_dossier) VALUES ($1, $2, $3, $4)
       RETURNING id, nom, mesure_existante, mesure_a_faire`,
      [base.nom, base.idBaseGroupe, base.estAvecPicto, base.codeDossier],
    );
    return row;
  }

  /** A risk at the end of the operation with the base risk's suggested measures; returns its id. */
  async insert(idGroupe: number, base: BaseRisqueRow, tx: EntityManager = this.manager): Promise<number> {
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, mesure_existante, mesure_a_faire)
       VALUES ($1, $2, (SELECT COALESCE(max(ordre), 0) + 1 FROM duer_risque WHERE id_duer_groupe = $1), $3, $4) RETURNING id`,
      [idGroupe, base.id, base.mesure_existante, base.mesure_a_faire],
    );
    return id;
  }

  /** A risk with all its values; returns its id. */
  async insertAvecValeurs(idGroupe: number, idBaseRisque: number, v: RisqueValeurs, tx: EntityManager = this.manager): Promise<number> {
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, est_actif, gravite, frequence, maitrise_dixiemes,
                                  mesure_existante, mesure_a_faire, mesure_qui, mesure_delai)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [idGroupe, idBaseRisque, ...valeurs(v)],
    );
    return id;
  }

  async setBase(idRisque: number, idBaseRisque: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('UPDATE duer_risque SET id_base_risque = $2 WHERE id = $1', [idRisque, idBaseRisque]);
  }

  async delete(idRisque: number, tx: EntityManager = this.manager): Promise<void> {
    await tx.query('DELETE FROM duer_risque WHERE id = $1', [idRisque]);
  }

  /** The operation's risks with their base risk, in order. */
  duGroupeAvecBase(idGroupe: number, tx: EntityManager = this.manager): Promise<RisqueSourceRow[]> {
    return tx.query(
      `SELECT r.*, br.nom AS base_nom, br.est_avec_picto, br.code_dossier AS base_code_dossier
         FROM duer_risque r JOIN duer_base_risque br ON br.id = r.id_base_risque WHERE r.id_duer_groupe = $1 ORDER BY r.ordre, r.id`,
      [idGroupe],
    );
  }

  /** Those of the ids that are risks of the module, their rows locked until the transaction ends. */
  verrouillerDuModule(idModule: number, ids: number[], tx: EntityManager): Promise<RisqueRow[]> {
    return tx.query(
      `SELECT r.* FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe
              WHERE g.id_duer_module = $1 AND r.id = ANY($2) FOR UPDATE OF r`,
      [idModule, ids],
    );
  }

  async update(idRisque: number, v: RisqueValeurs, tx: EntityManager = this.manager): Promise<void> {
    await tx.query(
      `UPDATE duer_risque SET ordre = $2, est_actif = $3, gravite = $4, frequence = $5, maitrise_dixiemes = $6,
                  mesure_existante = $7, mesure_a_faire = $8, mesure_qui = $9, mesure_delai = $10 WHERE id = $1`,
      [idRisque, ...valeurs(v)],
    );
  }
}

const valeurs = (v: RisqueValeurs) => [
  v.ordre,
  v.estActif,
  v.gravite,
  v.frequence,
  v.maitriseDixiemes,
  v.mesureExistante,
  v.mesureAFaire,
  v.mesureQui,
  v.mesureDelai,
];
