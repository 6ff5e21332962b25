import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSentInvitationsRoute, type SentInvitation } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { sharingKeys } from '../../../lib/api/sharing-keys';

/** GET /api/droits/invitations/sent: my pending invitations. */
export const getSentInvitations = (): Promise<SentInvitation[]> => call(getSentInvitationsRoute);

export const sentInvitationsQueryOptions = () => queryOptions({ queryKey: sharingKeys.sent, queryFn: getSentInvitations });

export const useSentInvitations = () => useQuery(sentInvitationsQueryOptions());
