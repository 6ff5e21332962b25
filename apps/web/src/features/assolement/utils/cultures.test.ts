import type { AssolementCulture, CultureType } from '@portail/contracts';
import {
  availableCultures,
  formatRendement,
  formatSurface,
  groupByInitiale,
  initiale,
  isAllowedNumericKey,
  libelleLigne,
  matchesSearch,
  resultatNmoins1,
  surfaceTotale,
} from './cultures';

const c = (id: number, intitule: string, estIntituleModifiable = false): CultureType => ({
  idtCultureTypeTRAME: id,
  intitule,
  rendementMax: null,
  estIntituleModifiable,
});
const CULTURES = [
  c(1, 'Orge d’hiver'),
  c(2, 'Épeautre'),
  c(3, 'Blé tendre d’hiver'),
  c(4, 'Betterave sucrière'),
  c(5, 'Orge de printemps'),
  c(9, 'Autre culture', true),
];
const line = (id: string, culture: CultureType, libellePerso: string | null = null): AssolementCulture => ({
  id,
  culture,
  surface: 1,
  rendement: null,
  libellePerso,
  estDerobee: false,
  assolement: { estAssolementDefinitif: false },
});

describe('crop list', () => {
  it('files crops by initial letter without accent, in French order', () => {
    expect(initiale('Épeautre')).toBe('E');
    expect(groupByInitiale(CULTURES).map((g) => [g.lettre, g.cultures.map((x) => x.idtCultureTypeTRAME)])).toEqual([
      ['A', [9]],
      ['B', [4, 3]],
      ['E', [2]],
      ['O', [1, 5]],
    ]);
  });

  it('searches case-insensitively on a substring of the name', () => {
    expect(matchesSearch('Orge d’hiver', 'HIV')).toBe(true);
    expect(matchesSearch('Épeautre', 'epeau')).toBe(true);
    expect(groupByInitiale(CULTURES, 'orge').flatMap((g) => g.cultures.map((x) => x.intitule))).toEqual(['Orge d’hiver', 'Orge de printemps']);
    expect(groupByInitiale(CULTURES, 'zzz')).toEqual([]);
  });

  it('excludes the crops already in the year, except the edited line’s own', () => {
    const lines = [line('a', CULTURES[0]!), line('b', CULTURES[2]!)];
    expect(availableCultures(CULTURES, lines).map((x) => x.idtCultureTypeTRAME)).toEqual([2, 4, 5, 9]);
    expect(availableCultures(CULTURES, lines, 'a').map((x) => x.idtCultureTypeTRAME)).toEqual([1, 2, 4, 5, 9]);
  });
});

describe('line display', () => {
  it('shows the custom label only for a crop that allows it', () => {
    expect(libelleLigne(line('x', CULTURES[5]!, 'Safran'))).toBe('Safran');
    expect(libelleLigne(line('x', CULTURES[0]!, 'Ignoré'))).toBe('Orge d’hiver');
  });

  it('formats surfaces with two decimals and yields with one, in French', () => {
    expect(formatSurface(1234.5)).toBe('1 234,50 ha');
    expect(formatSurface(60)).toBe('60,00 ha');
    expect(formatSurface(0.92)).toBe('0,92 ha');
    expect(formatRendement(8.25)).toMatch(/^8,[23] t\/ha$/);
    expect(formatRendement(null)).toBe('-');
  });

  it('totals the year’s surfaces to the hundredth, catch crops left out', () => {
    const lignes = [10.63, 1.92, 0.92].map((surface, i) => ({ ...line(String(i), CULTURES[i]!), surface }));
    expect(formatSurface(surfaceTotale(lignes))).toBe('13,47 ha');
    expect(surfaceTotale([...lignes, { ...line('d', CULTURES[3]!), surface: 5, estDerobee: true }])).toBe(13.47);
  });

  it('names the crops the N-1 copy left because the year has them', () => {
    expect(resultatNmoins1({ inserted: 3, ignorees: [] }, 2025)).toBe('3 cultures de 2025 importées.');
    expect(resultatNmoins1({ inserted: 1, ignorees: ['Colza d’hiver'] }, 2025)).toBe(
      '1 culture de 2025 importée. Déjà dans l’assolement, non importée : Colza d’hiver.',
    );
    expect(resultatNmoins1({ inserted: 0, ignorees: ['Blé tendre d’hiver', 'Safran', 'Orge d’hiver'] }, 2025)).toBe(
      'Aucune nouvelle culture à importer de 2025. Déjà dans l’assolement, non importées : Blé tendre d’hiver, Safran et Orge d’hiver.',
    );
  });

  it('lets digits, a dot and editing keys through, a minus only where allowed', () => {
    expect(['1', '.', ',', 'Backspace', 'Tab', 'ArrowLeft'].every((k) => isAllowedNumericKey(k))).toBe(true);
    expect(isAllowedNumericKey('e')).toBe(false);
    expect(isAllowedNumericKey('-')).toBe(false);
    expect(isAllowedNumericKey('-', true)).toBe(true);
    expect(isAllowedNumericKey('a', false, true)).toBe(true);
  });
});
