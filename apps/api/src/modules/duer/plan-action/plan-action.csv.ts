import { type DuerPlanAction, type LignePlanAction, STATUT_PLAN_ACTION_LIBELLES } from '@portail/contracts';

/** A cell as Excel FR reads it: formula-looking text disarmed by an apostrophe, quoted when needed. */
export function celluleCsv(valeur: string): string {
  const v = /^[=+\-@\t\r]/.test(valeur) ? `'${valeur}` : valeur;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const COLONNES: [string, (l: LignePlanAction) => string][] = [
  ['Unité de travail', (l) => l.uniteTravail],
  ['Module', (l) => l.module],
  ['Opération', (l) => l.operation],
  ['Risque', (l) => l.risque],
  ['Score', (l) => l.score],
  ['Niveau', (l) => l.niveau],
  ['Mesure à mettre en place', (l) => l.mesureAFaire],
  ['Qui', (l) => l.mesureQui],
  ['Délai', (l) => l.mesureDelai],
  ['Statut', (l) => STATUT_PLAN_ACTION_LIBELLES[l.statut]],
];
const PAPRIPACT: [string, (l: LignePlanAction) => string][] = [
  ['Coût estimé', (l) => l.cout],
  ['Moyens', (l) => l.moyens],
  ['Indicateur', (l) => l.indicateur],
];

/** The plan as CSV for Excel FR: UTF-8 with BOM, ';' separator, CRLF, French headers; PAPRIPACT columns from 50 employees. */
export function planActionCsv(plan: DuerPlanAction): string {
  const cols = plan.papripact ? [...COLONNES, ...PAPRIPACT] : COLONNES;
  const lignes = [cols.map(([titre]) => titre), ...plan.lignes.map((l) => cols.map(([, valeur]) => valeur(l)))];
  return `\uFEFF${lignes.map((cells) => cells.map(celluleCsv).join(';')).join('\r\n')}\r\n`;
}
