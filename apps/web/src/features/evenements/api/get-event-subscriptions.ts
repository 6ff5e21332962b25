import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEventSubscriptionsRoute, type Subscription } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/api/event-keys';

/** GET /api/events/subscriptions/{dossier}/{id}: the dossier's participants to the event. */
export const getEventSubscriptions = (codeDossier: string, id: number): Promise<Subscription[]> =>
  call(getEventSubscriptionsRoute, { params: { dossier: codeDossier, id } });

export const eventSubscriptionsQueryOptions = (codeDossier: string, id: number) =>
  queryOptions({ queryKey: eventKeys.subscriptions(codeDossier, id), queryFn: () => getEventSubscriptions(codeDossier, id) });

export const useEventSubscriptions = (codeDossier: string, id: number) => useQuery(eventSubscriptionsQueryOptions(codeDossier, id));
