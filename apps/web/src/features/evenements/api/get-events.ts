import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventListSchema, EVENTS_MAX_LIMIT, type Evenement } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** GET /api/events?codeDossier=&limit= (limit 300, spec 01 §9). */
export const getEvents = (codeDossier: string, limit = EVENTS_MAX_LIMIT): Promise<Evenement[]> =>
  apiClient.get(`/events?codeDossier=${encodeURIComponent(codeDossier)}&limit=${limit}`, { schema: EventListSchema });

export const eventsQueryOptions = (codeDossier: string, limit = EVENTS_MAX_LIMIT) => queryOptions({ queryKey: eventKeys.list(codeDossier, limit), queryFn: () => getEvents(codeDossier, limit) });

export const useEvents = (codeDossier: string | undefined, enabled = true) => useQuery({ ...eventsQueryOptions(codeDossier ?? ''), enabled: enabled && !!codeDossier });
