import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys: everything of one DUER sits under ['duer', idDuer] so that a change of a work unit or module refreshes
 * the validity shown on every screen of that DUER; the years of a dossier under ['duer', 'index', codeDossier].
 */
export const duerKeys = {
  all: ['duer'] as const,
  indexes: ['duer', 'index'] as const,
  index: (codeDossier: string) => ['duer', 'index', codeDossier] as const,
  sources: (codeDossier: string) => ['duer', 'sources', codeDossier] as const,
  duer: (idDuer: number) => ['duer', idDuer] as const,
  baseCategories: (idDuer: number) => ['duer', idDuer, 'base-categories'] as const,
  categorie: (idDuer: number, idCategorie: number) => ['duer', idDuer, 'categorie', idCategorie] as const,
  baseModules: (idDuer: number, idCategorie: number, filtre: BaseFiltre) => ['duer', idDuer, 'base-modules', idCategorie, filtre] as const,
};

export interface BaseFiltre {
  texte?: string;
  annee?: number;
}

/** Every change inside a DUER refreshes that DUER's screens and the years list (its valid / finished state). */
export const refreshDuer = (queryClient: QueryClient, idDuer: number) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: duerKeys.duer(idDuer) }), queryClient.invalidateQueries({ queryKey: duerKeys.indexes })]);
