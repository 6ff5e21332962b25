import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventInvitationSchema, type EventInvitation } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { eventKeys } from './keys';

/** GET /api/events/invitation/{dossier}/{id}: the event and the dossier's answer. */
export const getEventInvitation = (codeDossier: string, id: number): Promise<EventInvitation> =>
  apiClient.get(`/events/invitation/${codeDossier}/${id}`, { schema: EventInvitationSchema, handledStatuses: [404] });

export const eventInvitationQueryOptions = (codeDossier: string, id: number) => queryOptions({ queryKey: eventKeys.invitation(codeDossier, id), queryFn: () => getEventInvitation(codeDossier, id) });

export const useEventInvitation = (codeDossier: string, id: number) => useQuery(eventInvitationQueryOptions(codeDossier, id));
