import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppointmentsRoute, type RendezVous } from '@portail/contracts';
import { call } from '../api-client';
import { rendezVousKeys } from './rendez-vous-keys';

/** GET /api/appointments/{codeDossier}: at most 100, upcoming first. */
export const getAppointments = (codeDossier: string): Promise<RendezVous[]> => call(getAppointmentsRoute, { params: { codeDossier } });

export const appointmentsQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: rendezVousKeys.list(codeDossier), queryFn: () => getAppointments(codeDossier) });

/** Disabled when the dossier lacks page_rdv: the call would answer 403. */
export const useAppointments = (codeDossier: string | undefined, enabled = true) =>
  useQuery({ ...appointmentsQueryOptions(codeDossier ?? ''), enabled: enabled && !!codeDossier });
