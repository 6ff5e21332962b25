import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaysRoute, type Pays } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { compteKeys } from './compte-keys';

/** GET /api/user/pays: countries and phone prefixes. */
export const getPays = (): Promise<Pays[]> => call(getPaysRoute);

export const paysQueryOptions = () => queryOptions({ queryKey: compteKeys.pays, queryFn: getPays, staleTime: Infinity });

export const usePays = () => useQuery(paysQueryOptions());
