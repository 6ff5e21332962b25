import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHomeSectionRoute, type NewHomeSection } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { accueilKeys } from './accueil-keys';

/** GET /api/newhomesection: the promoted section, or null. */
export const getHomeSection = (): Promise<NewHomeSection> => call(getHomeSectionRoute);

export const homeSectionQueryOptions = () => queryOptions({ queryKey: accueilKeys.homeSection, queryFn: getHomeSection });

export const useHomeSection = () => useQuery(homeSectionQueryOptions());
