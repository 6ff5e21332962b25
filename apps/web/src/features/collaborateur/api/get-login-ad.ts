import { queryOptions, useQuery } from '@tanstack/react-query';
import { LoginAdSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const loginAdQueryKey = ['collaborateur', 'login-ad'] as const;

/** GET /api/droits/getLoginAD */
export const getLoginAd = () => apiClient.get('/droits/getLoginAD', { schema: LoginAdSchema });

export const loginAdQueryOptions = () =>
  queryOptions({ queryKey: loginAdQueryKey, queryFn: getLoginAd, staleTime: Infinity });

export const useLoginAd = () => useQuery(loginAdQueryOptions());
