export const ContenusTextes = {
  titre: 'Contenus',
  intro: 'Les contenus communs à tous les utilisateurs du portail. Toute modification est visible immédiatement.',
  vide: "Aucun contenu pour l'instant.",
  erreurChargement: 'Une erreur est survenue lors du chargement des contenus.',
  erreurEnregistrement: 'Une erreur est survenue lors de l’enregistrement du contenu.',
  erreurSuppression: 'Une erreur est survenue lors de la suppression du contenu.',
  ajoute: 'Le contenu a été ajouté.',
  modifie: 'Le contenu a été modifié.',
  supprime: 'Le contenu a été supprimé.',
  aucuneSection: 'Aucun type de contenu n’est encore géré ici.',
} as const;

export const contenusKeys = { section: (key: string) => ['contenus', key] as const };
