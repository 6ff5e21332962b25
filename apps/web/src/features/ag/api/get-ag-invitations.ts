import { useQuery } from '@tanstack/react-query';
import { getAgInvitationsRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { agKeys } from './get-ag-dates';

/** GET /api/ag/invitations/{millesime}: loaded only once registration is open (spec 02 §4). */
export const useAgInvitations = (millesime: number) =>
  useQuery({ queryKey: agKeys.invitations(millesime), queryFn: () => call(getAgInvitationsRoute, { params: { millesime } }) });
