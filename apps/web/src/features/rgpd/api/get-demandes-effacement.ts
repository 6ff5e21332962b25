import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDemandesEffacementRoute, type DemandeEffacementStaff } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** GET /api/rgpd/demandes (staff): the members' account-closure requests. */
export const getDemandesEffacement = (): Promise<DemandeEffacementStaff[]> => call(getDemandesEffacementRoute);

export const demandesEffacementQueryOptions = () => queryOptions({ queryKey: rgpdKeys.demandes, queryFn: getDemandesEffacement });

export const useDemandesEffacement = () => useQuery(demandesEffacementQueryOptions());
