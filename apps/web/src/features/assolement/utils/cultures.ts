import type { AssolementCulture, CultureType, InsertNmoins1Result } from '@portail/contracts';
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

export { libelleLigne } from '@portail/contracts';

const enumeration = new Intl.ListFormat('fr', { type: 'conjunction' });
const accord = (n: number, mot: string) => (n > 1 ? `${mot}s` : mot);

/** The N-1 copy's toast, naming the crops it left because the year already has them: '2 cultures de 2025 importées. Déjà dans l’assolement, non importée : Colza.' */
export function resultatNmoins1(r: Pick<InsertNmoins1Result, 'inserted' | 'ignorees'>, annee: number): string {
  const copiees = r.inserted
    ? `${r.inserted} ${accord(r.inserted, 'culture')} de ${annee} ${accord(r.inserted, 'importée')}.`
    : `Aucune nouvelle culture à importer de ${annee}.`;
  if (!r.ignorees.length) return copiees;
  return `${copiees} Déjà dans l’assolement, non ${accord(r.ignorees.length, 'importée')} : ${enumeration.format(r.ignorees)}.`;
}

/** Surface with two decimals, as stored and as Telepac gives it (issue 29: one decimal hid 0,07 ha of 13,47): '58,50 ha'; '-' when empty. */
export const formatSurface = (value: number | null) => formatNumber(value, { precision: 2, unit: value === null ? null : 'ha' });
/** Yield with one decimal (spec 02 §9): '8,2 t/ha'. */
export const formatRendement = (value: number | null) => formatNumber(value, { precision: 1, unit: value === null ? null : 't/ha' });

/** The year's area: its lines summed in hundredths, catch crops left out (they grow on land another line already counts). */
export function surfaceTotale(lignes: readonly AssolementCulture[]): number {
  return lignes.filter((l) => !l.estDerobee).reduce((sum, l) => sum + Math.round(l.surface * 100), 0) / 100;
}

/** Keys a numeric field lets through: digits, a dot (a comma is read as one), editing keys; a minus sign where negatives are allowed. */
export function isAllowedNumericKey(key: string, allowMinus = false, withModifier = false): boolean {
  if (withModifier || key.length > 1) return true; // Backspace, Tab, arrows, shortcuts
  return /[0-9.,]/.test(key) || (allowMinus && key === '-');
}
