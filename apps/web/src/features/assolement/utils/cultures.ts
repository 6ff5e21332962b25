import type { AssolementCulture, CultureType } from '@portail/contracts';
import { formatNumber } from '../../../lib/format';

/** The letter a crop is filed under: first letter without accent, upper case ('Épeautre' → 'E'). */
export const initiale = (intitule: string) =>
  intitule
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Case-insensitive substring match on the name (accents ignored too), spec 02 §5. */
export const matchesSearch = (intitule: string, search: string) => fold(intitule).includes(fold(search.trim()));

/** The crops a line may take: those not already in the year, except the line's own crop when editing. */
export function availableCultures(all: CultureType[], lines: AssolementCulture[], editedLineId?: string): CultureType[] {
  const used = new Set(lines.filter((l) => l.id !== editedLineId).map((l) => l.culture.idtCultureTypeTRAME));
  return all.filter((c) => !used.has(c.idtCultureTypeTRAME));
}

/** Matching crops grouped by initial letter, letters and names in French order. */
export function groupByInitiale(cultures: CultureType[], search = ''): { lettre: string; cultures: CultureType[] }[] {
  const groups = new Map<string, CultureType[]>();
  const sorted = cultures.filter((c) => matchesSearch(c.intitule, search)).sort((a, b) => a.intitule.localeCompare(b.intitule, 'fr'));
  for (const c of sorted) {
    const lettre = initiale(c.intitule);
    groups.set(lettre, [...(groups.get(lettre) ?? []), c]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'fr')).map(([lettre, list]) => ({ lettre, cultures: list }));
}

/** The name a line shows: its custom label when the crop allows one and it is set. */
export const libelleLigne = (l: AssolementCulture) => (l.culture.estIntituleModifiable && l.libellePerso ? l.libellePerso : l.culture.intitule);

/** Surface and yield with one decimal (spec 02 §9): '58,5 ha', '8,2 t/ha', '-' when empty. */
export const formatSurface = (value: number | null) => formatNumber(value, { precision: 1, unit: value === null ? null : 'ha' });
export const formatRendement = (value: number | null) => formatNumber(value, { precision: 1, unit: value === null ? null : 't/ha' });

/** Keys a numeric field lets through: digits, a dot (a comma is read as one), editing keys; a minus sign where negatives are allowed. */
export function isAllowedNumericKey(key: string, allowMinus = false, withModifier = false): boolean {
  if (withModifier || key.length > 1) return true; // Backspace, Tab, arrows, shortcuts
  return /[0-9.,]/.test(key) || (allowMinus && key === '-');
}
