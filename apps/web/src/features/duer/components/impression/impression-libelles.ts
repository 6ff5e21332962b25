import type { EtapeImpressionDuer, ImpressionStatut } from '@portail/contracts';

/** Flash of a failed print (spec 03 §8). */
export const ERREUR_GENERATION = 'Une erreur est survenue lors de la génération du document.';

/** The worker's real steps, as the user reads them. */
export const ETAPE_LIBELLE: Record<EtapeImpressionDuer, string> = {
  attente: 'En attente',
  lecture: 'Lecture du DUER',
  pages: 'Construction des pages',
  fusion: 'Assemblage',
  termine: 'Terminé',
};

export const TYPE_LIBELLE: Record<ImpressionStatut['type'], string> = {
  duer: 'DUER complet',
  modules: 'Modules choisis',
  categories: 'Unités de travail choisies',
};

export const natureDe = (s: Pick<ImpressionStatut, 'temporaire'>) => (s.temporaire ? 'Provisoire' : 'Définitif');

/** The step's label, or the failure. */
export const etatLibelle = (s: Pick<ImpressionStatut, 'etat' | 'etape'>) => (s.etat === 'echec' ? 'Échec' : ETAPE_LIBELLE[s.etape]);

/** Level badges, the same colours as the module screen's. */
export const NIVEAU_CLASSE: Record<string, string> = {
  Faible: 'faible',
  'À surveiller': 'surveiller',
  Important: 'important',
  Préoccupant: 'preoccupant',
};

export const CHAMP_MESURE_LIBELLE = {
  mesureExistante: 'Mesures existantes',
  mesureAFaire: 'Mesures à mettre en place',
  mesureQui: 'Qui',
  mesureDelai: 'Délai',
} as const;
