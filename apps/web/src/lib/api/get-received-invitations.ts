import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReceivedInvitationsRoute, type ReceivedInvitation } from '@portail/contracts';
import { call } from '../api-client';
import { sharingKeys } from './sharing-keys';

/** GET /api/droits/invitations: invitations addressed to my account, still acceptable. */
export const getReceivedInvitations = (): Promise<ReceivedInvitation[]> => call(getReceivedInvitationsRoute);

export const receivedInvitationsQueryOptions = () => queryOptions({ queryKey: sharingKeys.received, queryFn: getReceivedInvitations });

export const useReceivedInvitations = (enabled = true) => useQuery({ ...receivedInvitationsQueryOptions(), enabled });
