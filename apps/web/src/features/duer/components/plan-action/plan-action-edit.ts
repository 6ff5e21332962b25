import { type DuerPlanAction, type LignePlanAction, NIVEAUX, type PlanActionEnregistrement, type StatutPlanAction } from '@portail/contracts';

export interface SaisiePlan {
  statut: StatutPlanAction;
  cout: string;
  moyens: string;
  indicateur: string;
}

export type EditionPlan = Record<number, SaisiePlan>;

const saisieOf = (l: LignePlanAction): SaisiePlan => ({ statut: l.statut, cout: l.cout, moyens: l.moyens, indicateur: l.indicateur });

export const initPlan = (plan: DuerPlanAction): EditionPlan => Object.fromEntries(plan.lignes.map((l) => [l.idRisque, saisieOf(l)]));

const egal = (a: SaisiePlan, b: SaisiePlan) => a.statut === b.statut && a.cout === b.cout && a.moyens === b.moyens && a.indicateur === b.indicateur;

/** The lines changed since the plan was read. */
export function lignesModifiees(plan: DuerPlanAction, edition: EditionPlan): PlanActionEnregistrement['lignes'] {
  return plan.lignes
    .filter((l) => edition[l.idRisque] && !egal(edition[l.idRisque], saisieOf(l)))
    .map((l) => ({ idRisque: l.idRisque, ...edition[l.idRisque] }));
}

export const modifierLigne = (edition: EditionPlan, idRisque: number, m: Partial<SaisiePlan>): EditionPlan => ({
  ...edition,
  [idRisque]: { ...edition[idRisque], ...m },
});

export type TriPlan = 'duer' | 'niveau';

const rangNiveau = (l: LignePlanAction) => (NIVEAUX as readonly string[]).indexOf(l.niveau);
const scoreNum = (l: LignePlanAction) => (l.score ? Number(l.score.replace(',', '.')) : -1);

/** The DUER's order, or the most serious first (level, then score), the DUER's order between equals. */
export function trierLignes(lignes: readonly LignePlanAction[], tri: TriPlan): LignePlanAction[] {
  if (tri === 'duer') return [...lignes];
  return lignes
    .map((l, i) => ({ l, i }))
    .sort((a, b) => rangNiveau(b.l) - rangNiveau(a.l) || scoreNum(b.l) - scoreNum(a.l) || a.i - b.i)
    .map(({ l }) => l);
}
