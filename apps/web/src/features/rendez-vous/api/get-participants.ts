import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppointmentParticipantsRoute, type RdvParticipant } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rendezVousKeys } from '../../../lib/api/rendez-vous-keys';

/** GET /api/appointments/participants/{id}. */
export const getParticipants = (id: string): Promise<RdvParticipant[]> => call(getAppointmentParticipantsRoute, { params: { id } });

export const participantsQueryOptions = (id: string) => queryOptions({ queryKey: rendezVousKeys.participants(id), queryFn: () => getParticipants(id) });

export const useParticipants = (id: string | undefined) => useQuery({ ...participantsQueryOptions(id ?? ''), enabled: !!id });
