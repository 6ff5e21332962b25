import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCommunicationsRoute, type Communication } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const communicationsQueryKey = ['compte', 'communications'] as const;

/** GET /api/user/communications: contact details of each of the user's dossiers. */
export const getCommunications = (): Promise<Communication[]> => call(getCommunicationsRoute);

export const communicationsQueryOptions = () => queryOptions({ queryKey: communicationsQueryKey, queryFn: getCommunications });

export const useCommunications = () => useQuery(communicationsQueryOptions());
