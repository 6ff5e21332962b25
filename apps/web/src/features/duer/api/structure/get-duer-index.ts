import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDuerIndexRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** GET the dossier's DUER years and what the caller may create (DuerIndex). */
export const getDuerIndex = (codeDossier: string) => call(getDuerIndexRoute, { params: { codeDossier } });

export const duerIndexQueryOptions = (codeDossier: string) => queryOptions({ queryKey: duerKeys.index(codeDossier), queryFn: () => getDuerIndex(codeDossier) });

export const useDuerIndex = (codeDossier: string | undefined) => useQuery({ ...duerIndexQueryOptions(codeDossier ?? ''), enabled: !!codeDossier });
