import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMesDroitsRoute, type MesDroits } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/mesDroits: my accesses with role and categories. */
export const getMesDroits = (): Promise<MesDroits> => call(getMesDroitsRoute);

export const mesDroitsQueryOptions = () => queryOptions({ queryKey: sharingKeys.mesDroits, queryFn: getMesDroits });

export const useMesDroits = () => useQuery(mesDroitsQueryOptions());
