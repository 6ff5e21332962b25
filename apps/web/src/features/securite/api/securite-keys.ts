/** Query keys of the account's security screens and of the staff's view of a dossier's members. */
export const securiteKeys = {
  compte: ['securite', 'compte'] as const,
  sessions: ['sessions'] as const,
  adherents: (codeDossier: string) => ['adherents', codeDossier] as const,
};
