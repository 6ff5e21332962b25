import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVersionsRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { impressionKeys } from './impression-keys';

/** GET the DUER's sealed versions (its definitive prints). */
export const getVersions = (idDuer: number) => call(getVersionsRoute, { params: { idDuer } });

export const versionsQueryOptions = (idDuer: number) => queryOptions({ queryKey: impressionKeys.versions(idDuer), queryFn: () => getVersions(idDuer) });

export const useVersions = (idDuer: number) => useQuery(versionsQueryOptions(idDuer));
