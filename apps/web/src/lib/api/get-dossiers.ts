import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDossiersRoute, type Dossier } from '@portail/contracts';
import { call } from '../api-client';

export const userDossiersQueryKey = ['user', 'dossiers'] as const;

/** GET /api/user/dossiers (already sorted by the server). */
export const getUserDossiers = (): Promise<Dossier[]> => call(getDossiersRoute);

export const userDossiersQueryOptions = () => queryOptions({ queryKey: userDossiersQueryKey, queryFn: getUserDossiers, staleTime: 60_000 });

export const useUserDossiers = (enabled = true) => useQuery({ ...userDossiersQueryOptions(), enabled });
