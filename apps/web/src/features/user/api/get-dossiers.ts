import { queryOptions, useQuery } from '@tanstack/react-query';
import { DossierListSchema, type Dossier } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const userDossiersQueryKey = ['user', 'dossiers'] as const;

/** GET /api/user/dossiers (already sorted by the server). */
export const getUserDossiers = (): Promise<Dossier[]> => apiClient.get('/user/dossiers', { schema: DossierListSchema });

export const userDossiersQueryOptions = () =>
  queryOptions({ queryKey: userDossiersQueryKey, queryFn: getUserDossiers, staleTime: 60_000 });

export const useUserDossiers = (enabled = true) => useQuery({ ...userDossiersQueryOptions(), enabled });
