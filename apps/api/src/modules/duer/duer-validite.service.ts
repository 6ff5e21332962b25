import { Injectable } from '@nestjs/common';
import { estModuleValide, estToutValide, type RisqueValidite } from '@portail/contracts';
import type { EntityManager } from 'typeorm';

export interface DuerValidite {
  modules: Map<number, boolean>;
  categories: Map<number, boolean>;
  duer: boolean;
}

interface Ligne {
  id_categorie: number;
  id_module: number | null;
  forcer_validation: boolean | null;
  est_actif: boolean | null;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
}

/**
 * Validity of spec 03 §2.2, §4 read from the tree: a module is valid when forced or when every active risk is rated,
 * a work unit when all its modules are, the DUER when all its units are. duer.est_valide keeps the last answer.
 */
@Injectable()
export class DuerValiditeService {
  async compute(idDuer: number, versionCalculRisque: number, manager: EntityManager): Promise<DuerValidite> {
    const rows: Ligne[] = await manager.query(
      `SELECT c.id AS id_categorie, m.id AS id_module, m.forcer_validation, r.est_actif, r.gravite, r.frequence, r.maitrise_dixiemes
         FROM duer_categorie c
         LEFT JOIN duer_module m ON m.id_duer_categorie = c.id
         LEFT JOIN duer_groupe g ON g.id_duer_module = m.id
         LEFT JOIN duer_risque r ON r.id_duer_groupe = g.id
        WHERE c.id_duer = $1`,
      [idDuer],
    );
    const risques = new Map<number, RisqueValidite[]>();
    const forces = new Map<number, boolean>();
    const modulesOf = new Map<number, Set<number>>();
    for (const row of rows) {
      if (!modulesOf.has(row.id_categorie)) modulesOf.set(row.id_categorie, new Set());
      if (row.id_module === null) continue;
      modulesOf.get(row.id_categorie)!.add(row.id_module);
      forces.set(row.id_module, !!row.forcer_validation);
      if (!risques.has(row.id_module)) risques.set(row.id_module, []);
      if (row.est_actif === null) continue;
      risques.get(row.id_module)!.push({
        estActif: row.est_actif,
        gravite: row.gravite,
        frequence: row.frequence,
        maitrise: row.maitrise_dixiemes === null ? null : row.maitrise_dixiemes / 10,
      });
    }
    const modules = new Map<number, boolean>();
    for (const [id, forcer] of forces) modules.set(id, estModuleValide(forcer, risques.get(id) ?? [], versionCalculRisque));
    const categories = new Map<number, boolean>();
    for (const [id, ids] of modulesOf) categories.set(id, estToutValide([...ids].map((m) => modules.get(m)!)));
    return { modules, categories, duer: estToutValide([...categories.values()]) };
  }

  /** Recomputes and stores duer.est_valide inside the caller's transaction (after every write on the tree). */
  async refresh(idDuer: number, tx: EntityManager): Promise<boolean> {
    const rows: { version_calcul_risque: number }[] = await tx.query('SELECT version_calcul_risque FROM duer WHERE id = $1', [idDuer]);
    if (!rows.length) return false;
    const { duer } = await this.compute(idDuer, rows[0].version_calcul_risque, tx);
    await tx.query('UPDATE duer SET est_valide = $2 WHERE id = $1 AND est_valide <> $2', [idDuer, duer]);
    return duer;
  }
}
