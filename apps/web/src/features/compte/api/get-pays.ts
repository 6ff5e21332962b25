import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaysListSchema, type Pays } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/user/pays: countries and phone prefixes. */
export const getPays = (): Promise<Pays[]> => apiClient.get('/user/pays', { schema: PaysListSchema });

export const paysQueryOptions = () => queryOptions({ queryKey: ['compte', 'pays'], queryFn: getPays, staleTime: Infinity });

export const usePays = () => useQuery(paysQueryOptions());
