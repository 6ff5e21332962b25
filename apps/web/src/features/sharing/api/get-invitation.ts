import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvitationRoute, type PublicInvitation } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/invitations/{id}: public, for the page of the invitation link. */
export const getInvitation = (id: string): Promise<PublicInvitation> => call(getInvitationRoute, { params: { id } });

export const invitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: sharingKeys.invitation(id), queryFn: () => getInvitation(id), meta: { skipGlobalErrorHandler: true } });

export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));
