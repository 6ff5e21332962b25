import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReceivedInvitationListSchema, type ReceivedInvitation } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { sharingKeys } from './keys';

/** GET /api/droits/invitations: invitations addressed to my account, still acceptable. */
export const getReceivedInvitations = (): Promise<ReceivedInvitation[]> => apiClient.get('/droits/invitations', { schema: ReceivedInvitationListSchema });

export const receivedInvitationsQueryOptions = () => queryOptions({ queryKey: sharingKeys.received, queryFn: getReceivedInvitations });

export const useReceivedInvitations = (enabled = true) => useQuery({ ...receivedInvitationsQueryOptions(), enabled });
