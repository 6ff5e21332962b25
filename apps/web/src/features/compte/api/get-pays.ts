import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaysRoute, type Pays } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/user/pays: countries and phone prefixes. */
export const getPays = (): Promise<Pays[]> => call(getPaysRoute);

export const paysQueryOptions = () => queryOptions({ queryKey: ['compte', 'pays'], queryFn: getPays, staleTime: Infinity });

export const usePays = () => useQuery(paysQueryOptions());
