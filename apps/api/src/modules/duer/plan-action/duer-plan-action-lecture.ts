import { Injectable } from '@nestjs/common';
import { type DuerPlanAction, estPapripact, formatScore, type LignePlanAction, niveauOf, nombreSalariesOf } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { droitPlan } from '../../droits/duer-droits';
import type { DuerContexte } from '../duer-faits';
import { cotationOf } from '../duer-module-detail.service';
import { DuerPlanActionRepository, type LigneRow } from './duer-plan-action.repository';

/** The plan may be saved with the modify right, and by anyone with access once the DUER is finished (the save route's rule). */
export const peutModifierPlan = ({ droits, duer }: Pick<DuerContexte, 'droits' | 'duer'>): boolean => droitPlan(droits, duer);

/** The DUER's action plan with its PAPRIPACT flag (from the general information's number of employees). */
@Injectable()
export class DuerPlanActionLecture {
  constructor(private readonly repo: DuerPlanActionRepository) {}

  async load(ctx: Pick<DuerContexte, 'droits' | 'duer'>, tx?: EntityManager): Promise<DuerPlanAction> {
    const { duer } = ctx;
    const [rows, salaries] = await Promise.all([this.repo.lignes(duer.id, tx), this.repo.nombreSalaries(duer.id, tx)]);
    const nombreSalaries = nombreSalariesOf(salaries);
    return {
      idDuer: duer.id,
      annee: duer.annee,
      estFini: duer.estFini,
      papripact: estPapripact(nombreSalaries),
      nombreSalaries,
      peutModifier: peutModifierPlan(ctx),
      lignes: rows.map((r) => ligneOf(r, duer.versionCalculRisque)),
    };
  }
}

function ligneOf(r: LigneRow, versionCalculRisque: number): LignePlanAction {
  const c = cotationOf(r);
  return {
    idRisque: r.id_risque,
    idCategorie: r.id_categorie,
    uniteTravail: r.unite,
    idModule: r.id_module,
    module: r.module,
    operation: r.operation,
    risque: r.risque,
    score: formatScore(c, versionCalculRisque),
    niveau: niveauOf(c, versionCalculRisque),
    mesureAFaire: r.mesure_a_faire,
    mesureQui: r.mesure_qui,
    mesureDelai: r.mesure_delai,
    statut: r.statut ?? 'a_faire',
    cout: r.cout ?? '',
    moyens: r.moyens ?? '',
    indicateur: r.indicateur ?? '',
    modifieLe: r.modifie_le ? new Date(r.modifie_le).toISOString() : null,
    modifiePar: r.modifie_par || null,
  };
}
