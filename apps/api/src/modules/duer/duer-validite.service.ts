import { Injectable } from '@nestjs/common';
import { estModuleValide, estToutValide, type RisqueValidite } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { DuerRepository } from './duer.repository';

export interface DuerValidite {
  modules: Map<number, boolean>;
  categories: Map<number, boolean>;
  duer: boolean;
}

/**
 * Validity of spec 03 §2.2, §4 read from the tree: a module is valid when forced or when every active risk is rated,
 * a work unit when all its modules are, the DUER when all its units are. duer.est_valide keeps the last answer.
 */
@Injectable()
export class DuerValiditeService {
  constructor(private readonly duers: DuerRepository) {}

  async compute(idDuer: number, versionCalculRisque: number, manager?: EntityManager): Promise<DuerValidite> {
    const rows = await this.duers.lignesValidite(idDuer, manager);
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
    const version = await this.duers.versionCalculRisque(idDuer, tx);
    if (version === undefined) return false;
    const { duer } = await this.compute(idDuer, version, tx);
    await this.duers.setValide(idDuer, duer, tx);
    return duer;
  }
}
