import { containsPattern, type SqlParams } from './sql-params';

/**
 * The `containsfilter` / search condition on documents aliased `d`: French full-text search over the
 * name and the extracted text, accent-insensitive, or the folded name containing the words ('bil'
 * finds 'Bilan'). `recherche` (kept by a trigger) and ged_fold(nom) carry the GIN indexes of migration GedSearch.
 */
export function searchSql(text: string, params: SqlParams, d = 'd'): string {
  const q = params.add(text);
  const fullText = `${d}.recherche @@ plainto_tsquery('french'::regconfig, ged_fold(${q}))`;
  const name = `ged_fold(${d}.nom) LIKE ged_fold(${params.add(containsPattern(text.trim()))})`;
  return `(${fullText} OR ${name})`;
}
