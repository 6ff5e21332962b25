import { useQuery } from '@tanstack/react-query';
import { getAgResolutionsRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { agKeys } from './get-ag-dates';

/** GET /api/ag/resolutions/{millesime}: the cards of the year, from data. */
export const useAgResolutions = (millesime: number | null) =>
  useQuery({
    queryKey: agKeys.resolutions(millesime ?? 0),
    queryFn: () => call(getAgResolutionsRoute, { params: { millesime: millesime! } }),
    enabled: millesime !== null,
  });
