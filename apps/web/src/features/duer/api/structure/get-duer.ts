import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDuerRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** GET the DUER, its work units and the caller's rights (DuerFetch). */
export const getDuer = (idDuer: number) => call(getDuerRoute, { params: { idDuer } });

export const duerQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerKeys.duer(idDuer), queryFn: () => getDuer(idDuer) });

export const useDuer = (idDuer: number) => useQuery(duerQueryOptions(idDuer));
