import { useQuery } from '@tanstack/react-query';
import { getAgResolutionsRoute, type AgResolutions } from '@portail/contracts';
import { call, isApiError } from '../../../lib/api-client';
import { agKeys } from './get-ag-dates';

/** GET /api/ag/resolutions/{millesime}: the cards of the year, from data; null for a year without assembly (404). */
export const getAgResolutions = (millesime: number): Promise<AgResolutions | null> =>
  call(getAgResolutionsRoute, { params: { millesime } }).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });

export const useAgResolutions = (millesime: number | null) =>
  useQuery({
    queryKey: agKeys.resolutions(millesime ?? 0),
    queryFn: () => getAgResolutions(millesime!),
    enabled: millesime !== null,
  });
