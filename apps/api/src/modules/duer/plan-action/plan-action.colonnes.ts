import { type DuerPlanAction, type LignePlanAction, STATUT_PLAN_ACTION_LIBELLES } from '@portail/contracts';

/** A column of the plan's exports (CSV, workbook), in the order of the screen. */
export interface ColonnePlan {
  titre: string;
  valeur: (l: LignePlanAction) => string;
  /** Free text that can run long: a wider, wrapped column in the workbook. */
  long?: true;
  /** A number in the workbook ('4,5' is 4.5). */
  nombre?: true;
}

const COLONNES: ColonnePlan[] = [
  { titre: 'Unité de travail', valeur: (l) => l.uniteTravail },
  { titre: 'Module', valeur: (l) => l.module },
  { titre: 'Opération', valeur: (l) => l.operation, long: true },
  { titre: 'Risque', valeur: (l) => l.risque, long: true },
  { titre: 'Score', valeur: (l) => l.score, nombre: true },
  { titre: 'Niveau', valeur: (l) => l.niveau },
  { titre: 'Mesure à mettre en place', valeur: (l) => l.mesureAFaire, long: true },
  { titre: 'Qui', valeur: (l) => l.mesureQui, long: true },
  { titre: 'Délai', valeur: (l) => l.mesureDelai, long: true },
  { titre: 'Statut', valeur: (l) => STATUT_PLAN_ACTION_LIBELLES[l.statut] },
];
const PAPRIPACT: ColonnePlan[] = [
  { titre: 'Coût estimé', valeur: (l) => l.cout },
  { titre: 'Moyens', valeur: (l) => l.moyens, long: true },
  { titre: 'Indicateur', valeur: (l) => l.indicateur, long: true },
];

/** The columns of the plan; cost, resources and indicator from 50 employees (PAPRIPACT). */
export const colonnesPlanAction = (plan: DuerPlanAction): ColonnePlan[] => (plan.papripact ? [...COLONNES, ...PAPRIPACT] : COLONNES);
