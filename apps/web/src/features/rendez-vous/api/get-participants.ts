import { queryOptions, useQuery } from '@tanstack/react-query';
import { RdvParticipantListSchema, type RdvParticipant } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { rendezVousKeys } from './keys';

/** GET /api/appointments/participants/{id}. */
export const getParticipants = (id: string): Promise<RdvParticipant[]> => apiClient.get(`/appointments/participants/${encodeURIComponent(id)}`, { schema: RdvParticipantListSchema });

export const participantsQueryOptions = (id: string) => queryOptions({ queryKey: rendezVousKeys.participants(id), queryFn: () => getParticipants(id) });

export const useParticipants = (id: string | undefined) => useQuery({ ...participantsQueryOptions(id ?? ''), enabled: !!id });
