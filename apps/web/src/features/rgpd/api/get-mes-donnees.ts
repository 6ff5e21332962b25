import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMesDonneesRoute, type MesDonnees } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** While the worker prepares an export, the list is read again this often to show it ready. */
export const EXPORT_POLL_MS = 5000;

/** GET /api/compte/donnees: the member's exports and their last account-closure request. */
export const getMesDonnees = (): Promise<MesDonnees> => call(getMesDonneesRoute);

export const mesDonneesQueryOptions = () =>
  queryOptions({
    queryKey: rgpdKeys.mesDonnees,
    queryFn: getMesDonnees,
    refetchInterval: (query) => (query.state.data?.exports.some((e) => e.statut === 'en-preparation') ? EXPORT_POLL_MS : false),
  });

export const useMesDonnees = () => useQuery(mesDonneesQueryOptions());
