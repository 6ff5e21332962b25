import { useQuery } from '@tanstack/react-query';
import { getAgMillesimesRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { agKeys } from './get-ag-dates';

/** GET /api/ag/millesimes: the years whose resolutions can be read, latest first. */
export const useAgMillesimes = () => useQuery({ queryKey: agKeys.millesimes, queryFn: () => call(getAgMillesimesRoute, {}) });
