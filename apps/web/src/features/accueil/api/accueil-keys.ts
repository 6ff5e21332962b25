/**
 * Query keys of the home page. The recent documents and the key figures are kept under the document store's and the
 * figures' names ('ged', 'chiffres'): what invalidates those areas refreshes the home too.
 */
export const accueilKeys = {
  homeSection: ['newhomesection'] as const,
  recentDocuments: (codeDossier: string) => ['ged', 'recent', codeDossier] as const,
  mainStats: (codeDossier: string) => ['chiffres', 'accueil', codeDossier] as const,
};
