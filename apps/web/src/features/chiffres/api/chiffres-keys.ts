/** Query keys of the figures area; all but the favourites depend on the selected dossier (cleared when it changes). */
export const chiffresKeys = {
  all: ['chiffres'] as const,
  /** Every dossier's list (the favourites are per user). */
  lists: ['chiffres', 'liste'] as const,
  list: (codeDossier: string) => ['chiffres', 'liste', codeDossier] as const,
  exercices: (codeDossier: string) => ['chiffres', 'compta', codeDossier] as const,
  civil: (codeDossier: string, year: number) => ['chiffres', 'comptaCivil', codeDossier, year] as const,
};
