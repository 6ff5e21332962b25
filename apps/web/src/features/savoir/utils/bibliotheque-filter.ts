import { GED_SEARCH_MIN } from '@portail/contracts';

/**
 * The library filter of a typed search: '*' when empty, else the lower-cased, trimmed term; null for 1 or 2
 * characters, which search nothing (spec 02's rule for document searches: at least 3).
 */
export function bibliothequeFilter(saisie: string): string | null {
  const term = saisie.trim().toLowerCase();
  if (term === '') return '*';
  return term.length < GED_SEARCH_MIN ? null : term;
}
