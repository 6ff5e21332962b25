/** The library filter of a typed search: '*' when empty, else the lower-cased, trimmed term (spec 02 §7). */
export function bibliothequeFilter(saisie: string): string {
  const term = saisie.trim().toLowerCase();
  return term === '' ? '*' : term;
}

/** Number of pages of a listing, at least one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
