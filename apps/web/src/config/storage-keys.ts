/** Browser storage keys. wantedCodeDossier and redirectTo are named by spec 02 §3 (guided tours). */
export const StorageKey = {
  wantedCodeDossier: 'wantedCodeDossier',
  redirectTo: 'redirectTo',
  codeDossierCollaborateur: 'codeDossierCollaborateur',
  menuOuvert: 'menuOuvert',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
