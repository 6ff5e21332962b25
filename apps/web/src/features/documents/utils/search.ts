import { GED_SEARCH_MIN } from '@portail/contracts';

/** Debounce of the search box (spec 02 §9). */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchState {
  /** Filter sent as containsfilter; undefined lists all ('*'). */
  filter: string | undefined;
  /** 1 or 2 characters: 'Veuillez saisir au moins 3 caractères' and no search. */
  tooShort: boolean;
}

/** What the box holds: lower-cased as typed (spec 02 §5 Document search). */
export const normaliseSearchInput = (raw: string) => raw.toLowerCase();

/**
 * The filter after the (debounced) term: empty lists all, 1–2 characters trigger no search (the
 * previous filter stays, no call is made), 3 or more filter.
 */
export function nextSearch(previous: string | undefined, term: string): SearchState {
  const value = term.trim().toLowerCase();
  if (value === '') return { filter: undefined, tooShort: false };
  if (value.length < GED_SEARCH_MIN) return { filter: previous, tooShort: true };
  return { filter: value, tooShort: false };
}
