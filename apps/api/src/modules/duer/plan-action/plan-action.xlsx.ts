import type { DuerPlanAction, LignePlanAction } from '@portail/contracts';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { autoFilter } from '../../../common/xlsx-autofilter';
import { type ColonnePlan, colonnesPlanAction } from './plan-action.colonnes';

/** Column widths in characters: the header beside its filter button and the values, long text wraps past the cap. */
const LARGEUR = { min: 8, filtre: 2, marge: 2, court: 30, long: 60 };

const longueur = (texte: string) => Math.max(...texte.split('\n').map((ligne) => [...ligne].length));
const largeur = (c: ColonnePlan, lignes: LignePlanAction[]) =>
  Math.min(
    Math.max(LARGEUR.min, longueur(c.titre) + LARGEUR.filtre, ...lignes.map((l) => longueur(c.valeur(l)))) + LARGEUR.marge,
    c.long ? LARGEUR.long : LARGEUR.court,
  );

/** Empty stays an empty cell; a score '4,5' is the number 4.5; text is never read as a formula. */
function cellule(c: ColonnePlan, l: LignePlanAction): Cell {
  const valeur = c.valeur(l);
  if (!valeur) return null;
  if (c.nombre) return { value: Number(valeur.replace(',', '.')), type: Number, alignVertical: 'top' };
  return { value: valeur, type: String, wrap: true, alignVertical: 'top' };
}

/**
 * The plan as an Excel workbook: one sheet, row 1 the bold frozen headers with an autofilter (so it sorts and filters
 * cleanly), the CSV's columns in its order, the score as a number.
 */
export function planActionXlsx(plan: DuerPlanAction): Promise<Buffer> {
  const cols = colonnesPlanAction(plan);
  const sheet = plan.papripact ? 'PAPRIPACT' : 'Plan d’actions';
  const data = [cols.map((c): Cell => ({ value: c.titre, fontWeight: 'bold' })), ...plan.lignes.map((l) => cols.map((c) => cellule(c, l)))];
  return writeXlsxFile(
    data,
    { sheet, stickyRowsCount: 1, columns: cols.map((c) => ({ width: largeur(c, plan.lignes) })) },
    { features: [autoFilter(sheet, data.length, cols.length)] },
  ).toBuffer();
}
