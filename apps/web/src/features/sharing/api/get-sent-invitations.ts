import { queryOptions, useQuery } from '@tanstack/react-query';
import { SentInvitationListSchema, type SentInvitation } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/invitations/sent: my pending invitations. */
export const getSentInvitations = (): Promise<SentInvitation[]> => apiClient.get('/droits/invitations/sent', { schema: SentInvitationListSchema });

export const sentInvitationsQueryOptions = () => queryOptions({ queryKey: sharingKeys.sent, queryFn: getSentInvitations });

export const useSentInvitations = () => useQuery(sentInvitationsQueryOptions());
