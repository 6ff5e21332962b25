import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  copyCategorieRoute,
  copyModuleRoute,
  createCategorieRoute,
  createDuerRoute,
  createModuleRoute,
  deleteCategorieRoute,
  deleteModuleRoute,
  type DuerCreation,
  forceModuleRoute,
  getBaseCategoriesRoute,
  getBaseModulesRoute,
  getCategorieRoute,
  getDuerIndexRoute,
  getDuerRoute,
  getDuerSourcesRoute,
  type NouvelElement,
  reorderCategoriesRoute,
  reorderModulesRoute,
  updateCategorieRoute,
  updateModuleRoute,
} from '@portail/contracts';
import { call, type CallOptions } from '../../../lib/api-client';

/**
 * Query keys: everything of one DUER sits under ['duer', idDuer] so that a change of a work unit or module refreshes
 * the validity shown on every screen of that DUER; the years of a dossier under ['duer', 'index', codeDossier].
 */
export const duerKeys = {
  all: ['duer'] as const,
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

/** A refused right (403) carries the api's French message: the screen shows it instead of leaving for /interdit. */
const mutation: CallOptions = { handledStatuses: [403] };

// ---------- Queries ----------

export const duerIndexQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: duerKeys.index(codeDossier), queryFn: () => call(getDuerIndexRoute, { params: { codeDossier } }) });
export const useDuerIndex = (codeDossier: string | undefined) => useQuery({ ...duerIndexQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });

export const duerSourcesQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: duerKeys.sources(codeDossier), queryFn: () => call(getDuerSourcesRoute, { params: { codeDossier } }) });
export const useDuerSources = (codeDossier: string, enabled: boolean) => useQuery({ ...duerSourcesQueryOptions(codeDossier), enabled });

export const duerQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerKeys.duer(idDuer), queryFn: () => call(getDuerRoute, { params: { idDuer } }) });
export const useDuer = (idDuer: number) => useQuery(duerQueryOptions(idDuer));

export const baseCategoriesQueryOptions = (idDuer: number) =>
  queryOptions({ queryKey: duerKeys.baseCategories(idDuer), queryFn: () => call(getBaseCategoriesRoute, { params: { idDuer } }) });
export const useBaseCategories = (idDuer: number, enabled: boolean) => useQuery({ ...baseCategoriesQueryOptions(idDuer), enabled });

export const categorieQueryOptions = (idDuer: number, idCategorie: number) =>
  queryOptions({ queryKey: duerKeys.categorie(idDuer, idCategorie), queryFn: () => call(getCategorieRoute, { params: { idDuer, idCategorie } }) });
export const useCategorie = (idDuer: number, idCategorie: number) => useQuery(categorieQueryOptions(idDuer, idCategorie));

export const baseModulesQueryOptions = (idDuer: number, idCategorie: number, filtre: BaseFiltre) =>
  queryOptions({
    queryKey: duerKeys.baseModules(idDuer, idCategorie, filtre),
    queryFn: () => call(getBaseModulesRoute, { params: { idDuer, idCategorie }, query: filtre }),
  });
export const useBaseModules = (idDuer: number, idCategorie: number, filtre: BaseFiltre, enabled: boolean) =>
  useQuery({ ...baseModulesQueryOptions(idDuer, idCategorie, filtre), enabled });

// ---------- Mutations ----------

/** Every change inside a DUER refreshes that DUER's screens and the years list (its valid / finished state). */
function useDuerMutation<V, R>(idDuer: number, mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: duerKeys.duer(idDuer) }), queryClient.invalidateQueries({ queryKey: ['duer', 'index'] })]),
  });
}

export function useCreateDuer(codeDossier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DuerCreation) => call(createDuerRoute, { params: { codeDossier }, body }, mutation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duerKeys.index(codeDossier) }),
  });
}

export const useCreateCategorie = (idDuer: number) =>
  useDuerMutation(idDuer, (body: NouvelElement) => call(createCategorieRoute, { params: { idDuer }, body }, mutation));

export const useReorderCategories = (idDuer: number) =>
  useDuerMutation(idDuer, (categoriesAModifier: { id: number; ordre: number }[]) =>
    call(reorderCategoriesRoute, { params: { idDuer }, body: { categoriesAModifier } }, mutation),
  );

export const useCopyCategorie = (idDuer: number) =>
  useDuerMutation(idDuer, ({ idCategorie, nom }: { idCategorie: number; nom?: string }) =>
    call(copyCategorieRoute, { params: { idDuer, idCategorie }, body: nom ? { nom } : {} }, mutation),
  );

export const useUpdateCategorie = (idDuer: number) =>
  useDuerMutation(idDuer, ({ idCategorie, nom }: { idCategorie: number; nom: string }) =>
    call(updateCategorieRoute, { params: { idDuer, idCategorie }, body: { nom } }, mutation),
  );

export const useDeleteCategorie = (idDuer: number) =>
  useDuerMutation(idDuer, (idCategorie: number) => call(deleteCategorieRoute, { params: { idDuer, idCategorie } }, mutation));

export const useCreateModule = (idDuer: number, idCategorie: number) =>
  useDuerMutation(idDuer, (body: NouvelElement) => call(createModuleRoute, { params: { idDuer, idCategorie }, body }, mutation));

export const useReorderModules = (idDuer: number) =>
  useDuerMutation(idDuer, (modulesAModifier: { id: number; ordre: number }[]) =>
    call(reorderModulesRoute, { params: { idDuer }, body: { modulesAModifier } }, mutation),
  );

export const useUpdateModule = (idDuer: number) =>
  useDuerMutation(idDuer, ({ idModule, nom }: { idModule: number; nom: string }) =>
    call(updateModuleRoute, { params: { idDuer, idModule }, body: { nom } }, mutation),
  );

export const useDeleteModule = (idDuer: number) =>
  useDuerMutation(idDuer, (idModule: number) => call(deleteModuleRoute, { params: { idDuer, idModule } }, mutation));

export const useCopyModule = (idDuer: number) =>
  useDuerMutation(idDuer, ({ idModule, idDuerCategorie }: { idModule: number; idDuerCategorie: number }) =>
    call(copyModuleRoute, { params: { idDuer, idModule }, body: { idDuerCategorie } }, mutation),
  );

export const useForceModule = (idDuer: number) =>
  useDuerMutation(idDuer, (idModule: number) => call(forceModuleRoute, { params: { idDuer, idModule } }, mutation));
