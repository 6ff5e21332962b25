import { queryOptions, useQuery } from '@tanstack/react-query';
import { NewHomeSectionSchema, type NewHomeSection } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/newhomesection: the promoted section, or null. */
export const getHomeSection = (): Promise<NewHomeSection> => apiClient.get('/newhomesection', { schema: NewHomeSectionSchema });

export const homeSectionQueryOptions = () => queryOptions({ queryKey: ['newhomesection'] as const, queryFn: getHomeSection });

export const useHomeSection = () => useQuery(homeSectionQueryOptions());
