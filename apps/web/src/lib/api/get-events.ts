import { queryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_MAX_LIMIT, getEventsRoute, type Evenement } from '@portail/contracts';
import { call } from '../api-client';
import { eventKeys } from './event-keys';

/** GET /api/events?codeDossier=&limit= (limit 300, spec 01 §9). */
export const getEvents = (codeDossier: string, limit = EVENTS_MAX_LIMIT): Promise<Evenement[]> => call(getEventsRoute, { query: { codeDossier, limit } });

export const eventsQueryOptions = (codeDossier: string, limit = EVENTS_MAX_LIMIT) =>
  queryOptions({ queryKey: eventKeys.list(codeDossier, limit), queryFn: () => getEvents(codeDossier, limit) });

/** Disabled when the dossier lacks page_events: the call would answer 403. */
export const useEvents = (codeDossier: string | undefined, enabled = true) =>
  useQuery({ ...eventsQueryOptions(codeDossier ?? ''), enabled: enabled && !!codeDossier });
