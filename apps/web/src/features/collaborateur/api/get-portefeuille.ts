import { queryOptions, useQuery } from '@tanstack/react-query';
import { PortefeuilleSchema, type PortefeuilleDossier } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const portefeuilleQueryKey = (login: string) => ['collaborateur', 'portefeuille', login] as const;

/** GET /api/droits/dossiersCollaborateur/{login} */
export const getPortefeuille = (login: string): Promise<PortefeuilleDossier[]> =>
  apiClient.get(`/droits/dossiersCollaborateur/${encodeURIComponent(login)}`, { schema: PortefeuilleSchema });

export const portefeuilleQueryOptions = (login: string) =>
  queryOptions({ queryKey: portefeuilleQueryKey(login), queryFn: () => getPortefeuille(login), staleTime: 5 * 60_000 });

export const usePortefeuille = (login: string | null | undefined) =>
  useQuery({ ...portefeuilleQueryOptions(login ?? ''), enabled: !!login });
