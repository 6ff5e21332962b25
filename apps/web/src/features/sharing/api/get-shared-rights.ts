import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSharedRightsRoute, type SharedRight } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/sent: people with access to the dossiers where I am gérant. */
export const getSharedRights = (): Promise<SharedRight[]> => call(getSharedRightsRoute);

export const sharedRightsQueryOptions = () => queryOptions({ queryKey: sharingKeys.sharedRights, queryFn: getSharedRights });

export const useSharedRights = () => useQuery(sharedRightsQueryOptions());
