import { queryOptions, useQuery } from '@tanstack/react-query';
import { SharedRightListSchema, type SharedRight } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/sent: people with access to the dossiers where I am gérant. */
export const getSharedRights = (): Promise<SharedRight[]> => apiClient.get('/droits/sent', { schema: SharedRightListSchema });

export const sharedRightsQueryOptions = () => queryOptions({ queryKey: sharingKeys.sharedRights, queryFn: getSharedRights });

export const useSharedRights = () => useQuery(sharedRightsQueryOptions());
