import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCommunicationsRoute, type Communication } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { compteKeys } from './compte-keys';

/** GET /api/user/communications: contact details of each of the user's dossiers. */
export const getCommunications = (): Promise<Communication[]> => call(getCommunicationsRoute);

export const communicationsQueryOptions = () => queryOptions({ queryKey: compteKeys.communications, queryFn: getCommunications });

export const useCommunications = () => useQuery(communicationsQueryOptions());
