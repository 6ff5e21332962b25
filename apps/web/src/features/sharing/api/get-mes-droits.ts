import { queryOptions, useQuery } from '@tanstack/react-query';
import { MesDroitsSchema, type MesDroits } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/mesDroits: my accesses with role and categories. */
export const getMesDroits = (): Promise<MesDroits> => apiClient.get('/droits/mesDroits', { schema: MesDroitsSchema });

export const mesDroitsQueryOptions = () => queryOptions({ queryKey: sharingKeys.mesDroits, queryFn: getMesDroits });

export const useMesDroits = () => useQuery(mesDroitsQueryOptions());
