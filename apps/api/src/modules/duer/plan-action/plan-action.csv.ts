import type { DuerPlanAction } from '@portail/contracts';
import { colonnesPlanAction } from './plan-action.colonnes';

/** A cell as Excel FR reads it: formula-looking text disarmed by an apostrophe, quoted when needed. */
export function celluleCsv(valeur: string): string {
  const v = /^[=+\-@\t\r]/.test(valeur) ? `'${valeur}` : valeur;
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The plan as CSV for Excel FR: UTF-8 with BOM, ';' separator, CRLF, French headers; PAPRIPACT columns from 50 employees. */
export function planActionCsv(plan: DuerPlanAction): string {
  const cols = colonnesPlanAction(plan);
  const lignes = [cols.map((c) => c.titre), ...plan.lignes.map((l) => cols.map((c) => c.valeur(l)))];
  return `\uFEFF${lignes.map((cells) => cells.map(celluleCsv).join(';')).join('\r\n')}\r\n`;
}
