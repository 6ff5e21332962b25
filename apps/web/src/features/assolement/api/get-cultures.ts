import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CultureType, getCultureTypesRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

/** GET /api/assolement/cultures: the crop types. */
export const getCultures = (): Promise<CultureType[]> => call(getCultureTypesRoute, {});

export const culturesQueryOptions = () => queryOptions({ queryKey: ['assolement', 'cultures'] as const, queryFn: getCultures, staleTime: 5 * 60_000 });

export const useCultures = () => useQuery(culturesQueryOptions());
