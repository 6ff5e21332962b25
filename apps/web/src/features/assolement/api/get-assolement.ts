import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Assolement, getAssolementRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const assolementKeys = {
  all: (codeDossier: string) => ['assolement', codeDossier] as const,
  year: (codeDossier: string, millesime: number) => ['assolement', codeDossier, millesime] as const,
};

/** GET /api/assolement/{codeDossier}/{millesime}: data.dossier and data.cultures. */
export const getAssolement = (codeDossier: string, millesime: number): Promise<Assolement> => call(getAssolementRoute, { params: { codeDossier, millesime } });

export const assolementQueryOptions = (codeDossier: string, millesime: number) =>
  queryOptions({ queryKey: assolementKeys.year(codeDossier, millesime), queryFn: () => getAssolement(codeDossier, millesime) });

export const useAssolement = (codeDossier: string | undefined, millesime: number) =>
  useQuery({ ...assolementQueryOptions(codeDossier ?? '', millesime), enabled: !!codeDossier });
