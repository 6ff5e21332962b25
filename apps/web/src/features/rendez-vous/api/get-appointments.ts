import { queryOptions, useQuery } from '@tanstack/react-query';
import { RendezVousListSchema, type RendezVous } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { rendezVousKeys } from './keys';

/** GET /api/appointments/{codeDossier}: at most 100, upcoming first. */
export const getAppointments = (codeDossier: string): Promise<RendezVous[]> =>
  apiClient.get(`/appointments/${encodeURIComponent(codeDossier)}`, { schema: RendezVousListSchema });

export const appointmentsQueryOptions = (codeDossier: string) => queryOptions({ queryKey: rendezVousKeys.list(codeDossier), queryFn: () => getAppointments(codeDossier) });

/** Disabled when the dossier lacks page_rdv: the call would answer 403. */
export const useAppointments = (codeDossier: string | undefined, enabled = true) =>
  useQuery({ ...appointmentsQueryOptions(codeDossier ?? ''), enabled: enabled && !!codeDossier });
