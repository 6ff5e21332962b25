import { queryOptions, useQuery } from '@tanstack/react-query';
import { CommunicationListSchema, type Communication } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

export const communicationsQueryKey = ['compte', 'communications'] as const;

/** GET /api/user/communications: contact details of each of the user's dossiers. */
export const getCommunications = (): Promise<Communication[]> => apiClient.get('/user/communications', { schema: CommunicationListSchema });

export const communicationsQueryOptions = () => queryOptions({ queryKey: communicationsQueryKey, queryFn: getCommunications });

export const useCommunications = () => useQuery(communicationsQueryOptions());
