import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventListSchema, type Evenement } from '@portail/contracts';
import { apiClient, isApiError } from '../../../lib/api-client';

const EVENTS_LIMIT = 300;

/** GET /api/events?codeDossier&limit=300 for the news; an api without events yet gives an empty list. */
export async function getNewsEvents(codeDossier: string): Promise<Evenement[]> {
  try {
    return await apiClient.get(`/events?codeDossier=${encodeURIComponent(codeDossier)}&limit=${EVENTS_LIMIT}`, { schema: EventListSchema, handledStatuses: [404] });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return [];
    throw e;
  }
}

export const newsEventsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['events', 'news', codeDossier], queryFn: () => getNewsEvents(codeDossier) });

/** Disabled when the dossier lacks page_events: the call would answer 403. */
export const useNewsEvents = (codeDossier: string | undefined, enabled: boolean) => useQuery({ ...newsEventsQueryOptions(codeDossier ?? ''), enabled: enabled && !!codeDossier });
