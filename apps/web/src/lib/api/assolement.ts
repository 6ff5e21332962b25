import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Assolement, type CultureType, getAssolementRoute, getCultureTypesRoute } from '@portail/contracts';
import { call } from '../api-client';

/** Query keys of the crop rotation, read by its screens and by the yield map (the same cache entries). */
export const assolementKeys = {
  all: (codeDossier: string) => ['assolement', codeDossier] as const,
  year: (codeDossier: string, millesime: number) => ['assolement', codeDossier, millesime] as const,
  cultures: ['assolement', 'cultures'] as const,
};

/** GET /api/assolement/{codeDossier}/{millesime}: data.dossier and data.cultures. */
const getAssolement = (codeDossier: string, millesime: number): Promise<Assolement> => call(getAssolementRoute, { params: { codeDossier, millesime } });

const assolementQueryOptions = (codeDossier: string, millesime: number) =>
  queryOptions({ queryKey: assolementKeys.year(codeDossier, millesime), queryFn: () => getAssolement(codeDossier, millesime) });

export const useAssolement = (codeDossier: string | undefined, millesime: number) =>
  useQuery({ ...assolementQueryOptions(codeDossier ?? '', millesime), enabled: !!codeDossier });

/** GET /api/assolement/cultures: the crop types. */
const getCultures = (): Promise<CultureType[]> => call(getCultureTypesRoute, {});

const culturesQueryOptions = () => queryOptions({ queryKey: assolementKeys.cultures, queryFn: getCultures, staleTime: 5 * 60_000 });

export const useCultures = () => useQuery(culturesQueryOptions());
