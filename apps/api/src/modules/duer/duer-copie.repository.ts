import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

const one = async (tx: EntityManager, sql: string, params: unknown[]): Promise<number> => {
  const rows: { id: number }[] = await tx.query(sql, params);
  return rows[0].id;
};

/**
 * Deep copies of a DUER's tree (spec 03 §2.1–§2.3), inside the caller's transaction. With content: operations, risks
 * (ratings, measures, active flag), pictograms and module remarks; without: work units and modules only.
 */
@Injectable()
export class DuerCopieRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Operations, risks and pictograms of one module into another. */
  async copyModuleContent(idSource: number, idDest: number, tx: EntityManager = this.manager): Promise<void> {
    const groupes: { id: number }[] = await tx.query('SELECT id FROM duer_groupe WHERE id_duer_module = $1 ORDER BY ordre, id', [idSource]);
    for (const g of groupes) {
      const idGroupe = await one(
        tx,
        'INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre) SELECT $2, id_base_groupe, ordre FROM duer_groupe WHERE id = $1 RETURNING id',
        [g.id, idDest],
      );
      const risques: { id: number }[] = await tx.query('SELECT id FROM duer_risque WHERE id_duer_groupe = $1 ORDER BY ordre, id', [g.id]);
      for (const r of risques) {
        const idRisque = await one(
          tx,
          `INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, est_actif, gravite, frequence, maitrise_dixiemes,
                                    mesure_existante, mesure_a_faire, mesure_qui, mesure_delai)
           SELECT $2, id_base_risque, ordre, est_actif, gravite, frequence, maitrise_dixiemes, mesure_existante, mesure_a_faire, mesure_qui, mesure_delai
             FROM duer_risque WHERE id = $1 RETURNING id`,
          [r.id, idGroupe],
        );
        await tx.query(
          'INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) SELECT $2, id_base_picto, description FROM duer_picto WHERE id_duer_risque = $1 ORDER BY id',
          [r.id, idRisque],
        );
      }
    }
  }

  /** A module into a work unit (same or another DUER); returns the new module's id. */
  async copyModule(idSource: number, idCategorie: number, ordre: number | null, avecContenu: boolean, tx: EntityManager = this.manager): Promise<number> {
    const id = await one(
      tx,
      `INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre, remarque, forcer_validation)
       SELECT $2, id_base_module, COALESCE($3, ordre), CASE WHEN $4 THEN remarque END, CASE WHEN $4 THEN forcer_validation ELSE false END
         FROM duer_module WHERE id = $1 RETURNING id`,
      [idSource, idCategorie, ordre, avecContenu],
    );
    if (avecContenu) await this.copyModuleContent(idSource, id, tx);
    return id;
  }

  /** A work unit with its modules into a DUER; returns the new unit's id. */
  async copyCategorie(
    idSource: number,
    idDuer: number,
    options: { ordre: number | null; idBaseCategorie?: number; avecContenu: boolean },
    tx: EntityManager = this.manager,
  ): Promise<number> {
    const id = await one(
      tx,
      'INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) SELECT $2, COALESCE($3, id_base_categorie), COALESCE($4, ordre) FROM duer_categorie WHERE id = $1 RETURNING id',
      [idSource, idDuer, options.idBaseCategorie ?? null, options.ordre],
    );
    const modules: { id: number }[] = await tx.query('SELECT id FROM duer_module WHERE id_duer_categorie = $1 ORDER BY ordre, id', [idSource]);
    for (const m of modules) await this.copyModule(m.id, id, null, options.avecContenu, tx);
    return id;
  }

  /** Every work unit of a DUER into another (copy of a year or of another dossier's DUER). */
  async copyDuerTree(idSource: number, idDest: number, avecContenu: boolean, tx: EntityManager = this.manager): Promise<void> {
    const categories: { id: number }[] = await tx.query('SELECT id FROM duer_categorie WHERE id_duer = $1 ORDER BY ordre, id', [idSource]);
    for (const c of categories) await this.copyCategorie(c.id, idDest, { ordre: null, avecContenu }, tx);
  }

  /**
   * The default model (spec 03 §2.1): the firm's library work units of the base type, their library modules, operations
   * and risks, each risk with its suggested measures and default pictograms.
   */
  async copyModele(idDuer: number, baseType: number, tx: EntityManager = this.manager): Promise<void> {
    const unites: { id: number }[] = await tx.query('SELECT id FROM duer_base_categorie WHERE code_dossier IS NULL AND id_base_type = $1 ORDER BY ordre, id', [
      baseType,
    ]);
    let ordreUnite = 0;
    for (const u of unites) {
      const idCategorie = await one(tx, 'INSERT INTO duer_categorie (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id', [
        idDuer,
        u.id,
        ++ordreUnite,
      ]);
      const modules: { id: number }[] = await tx.query(
        'SELECT id FROM duer_base_module WHERE code_dossier IS NULL AND id_base_categorie = $1 ORDER BY ordre, id',
        [u.id],
      );
      let ordreModule = 0;
      for (const m of modules) {
        const idModule = await one(tx, 'INSERT INTO duer_module (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, $3) RETURNING id', [
          idCategorie,
          m.id,
          ++ordreModule,
        ]);
        await this.addBaseGroupes(idModule, m.id, tx);
      }
    }
  }

  /** The library operations of a base module, with their library risks, into a DUER module. */
  private async addBaseGroupes(idModule: number, idBaseModule: number, tx: EntityManager): Promise<void> {
    const groupes: { id: number }[] = await tx.query('SELECT id FROM duer_base_groupe WHERE code_dossier IS NULL AND id_base_module = $1 ORDER BY ordre, id', [
      idBaseModule,
    ]);
    let ordreGroupe = 0;
    for (const g of groupes) {
      const idGroupe = await one(tx, 'INSERT INTO duer_groupe (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3) RETURNING id', [
        idModule,
        g.id,
        ++ordreGroupe,
      ]);
      const risques: { id: number; mesure_existante: string; mesure_a_faire: string }[] = await tx.query(
        'SELECT id, mesure_existante, mesure_a_faire FROM duer_base_risque WHERE code_dossier IS NULL AND id_base_groupe = $1 ORDER BY ordre, id',
        [g.id],
      );
      let ordreRisque = 0;
      for (const r of risques) {
        const idRisque = await one(
          tx,
          'INSERT INTO duer_risque (id_duer_groupe, id_base_risque, ordre, mesure_existante, mesure_a_faire) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [idGroupe, r.id, ++ordreRisque, r.mesure_existante, r.mesure_a_faire],
        );
        await tx.query(
          'INSERT INTO duer_picto (id_duer_risque, id_base_picto, description) SELECT $2, id_base_picto, description FROM duer_base_risque_picto WHERE id_base_risque = $1 ORDER BY id',
          [r.id, idRisque],
        );
      }
    }
  }
}
