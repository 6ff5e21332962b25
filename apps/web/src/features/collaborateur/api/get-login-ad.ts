import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLoginAdRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const loginAdQueryKey = ['collaborateur', 'login-ad'] as const;

/** GET /api/droits/getLoginAD */
export const getLoginAd = () => call(getLoginAdRoute);

export const loginAdQueryOptions = () => queryOptions({ queryKey: loginAdQueryKey, queryFn: getLoginAd, staleTime: Infinity });

export const useLoginAd = () => useQuery(loginAdQueryOptions());
