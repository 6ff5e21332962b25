import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchDossiersRoute, type PortefeuilleDossier } from '@portail/contracts';
import { DOSSIER_SEARCH_MIN_LENGTH } from '../../../config/constants';
import { call } from '../../../lib/api-client';

export const searchDossiersQueryKey = (term: string) => ['collaborateur', 'search', term] as const;

/** GET /api/collaborateur/dossier/search/{term}, by dossier code or company name. */
export const searchDossiers = (term: string, signal?: AbortSignal): Promise<PortefeuilleDossier[]> =>
  call(searchDossiersRoute, { params: { term } }, { signal });

export const searchDossiersQueryOptions = (term: string) =>
  queryOptions({
    queryKey: searchDossiersQueryKey(term),
    queryFn: ({ signal }) => searchDossiers(term, signal),
    staleTime: 60_000,
  });

export const useSearchDossiers = (term: string) =>
  useQuery({
    ...searchDossiersQueryOptions(term),
    enabled: term.length >= DOSSIER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
