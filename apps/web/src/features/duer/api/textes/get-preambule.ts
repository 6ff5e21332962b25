import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPreambuleRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** GET the preamble: its three texts, its titled categories and the caller's rights. */
export const getPreambule = (idDuer: number) => call(getPreambuleRoute, { params: { idDuer } });

export const preambuleQueryOptions = (idDuer: number) => queryOptions({ queryKey: duerTextesKeys.preambule(idDuer), queryFn: () => getPreambule(idDuer) });

export const usePreambule = (idDuer: number) => useQuery(preambuleQueryOptions(idDuer));
