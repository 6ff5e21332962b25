import { type DuerPlanAction, estPapripact, formatScore, type LignePlanAction, niveauOf, nombreSalariesOf, type StatutPlanAction } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { droitPlan } from '../../droits/duer-droits';
import type { DuerContexte } from '../duer-faits';
import { cotationOf } from '../duer-module-detail.service';

interface LigneRow {
  id_risque: number;
  id_categorie: number;
  unite: string;
  id_module: number;
  module: string;
  operation: string;
  risque: string;
  gravite: number | null;
  frequence: number | null;
  maitrise_dixiemes: number | null;
  mesure_a_faire: string;
  mesure_qui: string;
  mesure_delai: string;
  statut: StatutPlanAction | null;
  cout: string | null;
  moyens: string | null;
  indicateur: string | null;
  modifie_le: Date | null;
  modifie_par: string | null;
}

/** The DUER's active risks with a measure to put in place, by work unit, module, operation and risk order. */
const LIGNES_SQL = `
  SELECT r.id AS id_risque, c.id AS id_categorie, bc.nom AS unite, m.id AS id_module, bm.nom AS module, bg.nom AS operation,
         br.nom AS risque, r.gravite, r.frequence, r.maitrise_dixiemes, r.mesure_a_faire, r.mesure_qui, r.mesure_delai,
         p.statut, p.cout, p.moyens, p.indicateur, p.modifie_le, p.modifie_par
    FROM duer_risque r
    JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_base_groupe bg ON bg.id = g.id_base_groupe
    JOIN duer_module m ON m.id = g.id_duer_module JOIN duer_base_module bm ON bm.id = m.id_base_module
    JOIN duer_categorie c ON c.id = m.id_duer_categorie JOIN duer_base_categorie bc ON bc.id = c.id_base_categorie
    JOIN duer_base_risque br ON br.id = r.id_base_risque
    LEFT JOIN duer_plan_action p ON p.id_duer_risque = r.id
   WHERE c.id_duer = $1 AND r.est_actif AND r.mesure_a_faire ~ '\\S'
   ORDER BY c.ordre, c.id, m.ordre, m.id, g.ordre, g.id, r.ordre, r.id`;

/** The plan may be saved with the modify right, and by anyone with access once the DUER is finished (the save route's rule). */
export const peutModifierPlan = ({ droits, duer }: Pick<DuerContexte, 'droits' | 'duer'>): boolean => droitPlan(droits, duer);

/** The number of employees read from the general information (first integer of the free text). */
export async function nombreSalariesDuer(em: EntityManager, idDuer: number): Promise<number | null> {
  const rows: { nombre_salaries: string }[] = await em.query('SELECT nombre_salaries FROM duer_informations_generales WHERE id_duer = $1', [idDuer]);
  return nombreSalariesOf(rows[0]?.nombre_salaries);
}

export async function loadPlanAction(em: EntityManager, ctx: Pick<DuerContexte, 'droits' | 'duer'>): Promise<DuerPlanAction> {
  const { duer } = ctx;
  const [rows, nombreSalaries] = await Promise.all([em.query(LIGNES_SQL, [duer.id]) as Promise<LigneRow[]>, nombreSalariesDuer(em, duer.id)]);
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
