import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BIBLIOTHEQUE_PAGE_SIZE,
  getBibliothequeRoute,
  getCartesRoute,
  getDocumentationsRoute,
  getTutosRoute,
  type PageCartes,
  SavoirMessages,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** Query keys of the knowledge pages: the tutorials depend on the selected dossier (its module), the rest are common. */
export const savoirKeys = {
  tutos: (codeDossier: string) => ['tutos', codeDossier] as const,
  documentations: ['documentations'] as const,
  bibliotheque: (codeGed: string, filter: string, page: number) => ['documentations', 'ged', codeGed, filter, page] as const,
  cartes: (page: PageCartes) => ['cartes', page] as const,
};

/** GET /api/tutos?codeDossier= (page_tutoriels). */
export const useTutos = (codeDossier: string | undefined) =>
  useQuery({
    queryKey: savoirKeys.tutos(codeDossier ?? ''),
    queryFn: () => call(getTutosRoute, { query: { codeDossier } }),
    enabled: !!codeDossier,
    meta: { errorMessage: SavoirMessages.chargementTutoriels },
  });

export const documentationsQueryOptions = () => queryOptions({ queryKey: savoirKeys.documentations, queryFn: () => call(getDocumentationsRoute, {}) });

/** GET /api/documentations: the whole category tree (three levels). */
export const useDocumentations = (errorMessage: string = SavoirMessages.chargementDocumentations) =>
  useQuery({ ...documentationsQueryOptions(), meta: { errorMessage } });

/** GET /api/documentations/ged/{codeGED}?filter=&page=&size=20; filter '*' lists everything, null asks nothing. */
export const useBibliotheque = (codeGed: string, filter: string | null, page: number) =>
  useQuery({
    queryKey: savoirKeys.bibliotheque(codeGed, filter ?? '', page),
    queryFn: () => call(getBibliothequeRoute, { params: { codeGED: codeGed }, query: { filter: filter ?? '*', page, size: BIBLIOTHEQUE_PAGE_SIZE } }),
    enabled: filter !== null,
    placeholderData: (previous) => previous,
    meta: { errorMessage: SavoirMessages.chargementDocuments },
  });

/** GET /api/cartes/{page}: RGPD resource cards or web-series episodes. */
export const useCartes = (page: PageCartes) => useQuery({ queryKey: savoirKeys.cartes(page), queryFn: () => call(getCartesRoute, { params: { page } }) });
