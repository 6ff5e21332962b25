import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicInvitationSchema, type PublicInvitation } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/invitations/{id}: public, for the page of the invitation link. */
export const getInvitation = (id: string): Promise<PublicInvitation> =>
  apiClient.get(`/droits/invitations/${encodeURIComponent(id)}`, { schema: PublicInvitationSchema });

export const invitationQueryOptions = (id: string) =>
  queryOptions({ queryKey: sharingKeys.invitation(id), queryFn: () => getInvitation(id), meta: { skipGlobalErrorHandler: true } });

export const useInvitation = (id: string) => useQuery(invitationQueryOptions(id));
