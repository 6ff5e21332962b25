import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEventInvitationRoute, type EventInvitation } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/api/event-keys';

/** GET /api/events/invitation/{dossier}/{id}: the event and the dossier's answer. */
export const getEventInvitation = (codeDossier: string, id: number): Promise<EventInvitation> =>
  call(getEventInvitationRoute, { params: { dossier: codeDossier, id } }, { handledStatuses: [404] });

export const eventInvitationQueryOptions = (codeDossier: string, id: number) =>
  queryOptions({ queryKey: eventKeys.invitation(codeDossier, id), queryFn: () => getEventInvitation(codeDossier, id) });

export const useEventInvitation = (codeDossier: string, id: number) => useQuery(eventInvitationQueryOptions(codeDossier, id));
