const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Company names in French collation (accents and case folded, 'Écurie' next to 'Ecurie'). */
export function byRaisonSociale(a: { raisonSociale: string }, b: { raisonSociale: string }): number {
  return collator.compare(a.raisonSociale, b.raisonSociale);
}
