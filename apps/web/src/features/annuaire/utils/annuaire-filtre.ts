import type { ServiceResume } from '@portail/contracts';

interface FiltreAnnuaire {
  recherche: string;
  /** Selected categories (any one suffices); empty: all. */
  categories: readonly string[];
  /** A tag, or '' for all. */
  tag: string;
}

/** Lower case without accents: 'Fiscalité' and 'fiscalite' match. */
export const plier = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');

/** Search in title and description (case and accents ignored), then category and tag filters. */
export function filtrerServices<T extends ServiceResume>(services: readonly T[], f: FiltreAnnuaire): T[] {
  const mots = plier(f.recherche).split(/\s+/).filter(Boolean);
  return services.filter((s) => {
    const texte = plier(`${s.titre} ${s.description}`);
    if (!mots.every((m) => texte.includes(m))) return false;
    if (f.categories.length && !s.categories.some((c) => f.categories.includes(c))) return false;
    if (f.tag && !s.tags.includes(f.tag)) return false;
    return true;
  });
}

/** Recommended (starred) first, then by creation date, newest first, then by title (spec 02 §9). */
export function trierServices<T extends ServiceResume>(services: readonly T[]): T[] {
  return [...services].sort(
    (a, b) => Number(b.isStarred) - Number(a.isStarred) || b.dateCreation.localeCompare(a.dateCreation) || a.titre.localeCompare(b.titre, 'fr'),
  );
}

/** Distinct values of a list field, sorted in French order. */
export const valeursDistinctes = (services: readonly ServiceResume[], champ: 'categories' | 'tags'): string[] =>
  [...new Set(services.flatMap((s) => s[champ]))].sort((a, b) => a.localeCompare(b, 'fr'));
