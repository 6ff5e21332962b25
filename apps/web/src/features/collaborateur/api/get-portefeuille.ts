import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPortefeuilleRoute, type PortefeuilleDossier } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const portefeuilleQueryKey = (login: string) => ['collaborateur', 'portefeuille', login] as const;

/** GET /api/droits/dossiersCollaborateur/{login} */
export const getPortefeuille = (login: string): Promise<PortefeuilleDossier[]> => call(getPortefeuilleRoute, { params: { login } });

export const portefeuilleQueryOptions = (login: string) =>
  queryOptions({ queryKey: portefeuilleQueryKey(login), queryFn: () => getPortefeuille(login), staleTime: 5 * 60_000 });

export const usePortefeuille = (login: string | null | undefined) => useQuery({ ...portefeuilleQueryOptions(login ?? ''), enabled: !!login });
