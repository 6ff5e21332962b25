import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgDatesRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const agKeys = {
  dates: ['ag', 'dates'] as const,
  millesimes: ['ag', 'millesimes'] as const,
  invitations: (millesime: number) => ['ag', 'invitations', millesime] as const,
  resolutions: (millesime: number) => ['ag', 'resolutions', millesime] as const,
};

/** GET /api/ag/dates: the year's registration window and its state. */
export const agDatesQueryOptions = () => queryOptions({ queryKey: agKeys.dates, queryFn: () => call(getAgDatesRoute, {}) });
export const useAgDates = () => useQuery(agDatesQueryOptions());
