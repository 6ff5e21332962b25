import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppointmentsRoute, type RendezVous } from '@portail/contracts';
import { call, isApiError } from '../../../lib/api-client';
import { rendezVousKeys } from '../../../lib/api/rendez-vous-keys';

export type NextAppointment = Pick<RendezVous, 'id' | 'title' | 'date'>;

/** GET /api/appointments/{codeDossier}, first future one; null when none or when the dossier is out of reach. */
export async function getNextAppointment(codeDossier: string): Promise<NextAppointment | null> {
  try {
    const list = await call(getAppointmentsRoute, { params: { codeDossier } }, { handledStatuses: [403, 404] });
    const now = Date.now();
    const next = list.filter((r) => new Date(r.date).getTime() >= now).sort((a, b) => a.date.localeCompare(b.date))[0];
    return next ? { id: next.id, title: next.title, date: next.date } : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export const nextAppointmentQueryOptions = (codeDossier: string) =>
  queryOptions({ queryKey: rendezVousKeys.next(codeDossier), queryFn: () => getNextAppointment(codeDossier) });

export const useNextAppointment = (codeDossier: string, enabled: boolean) => useQuery({ ...nextAppointmentQueryOptions(codeDossier), enabled });
