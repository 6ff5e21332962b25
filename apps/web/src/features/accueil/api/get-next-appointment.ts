import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient, isApiError } from '../../../lib/api-client';

/** Only the fields the home needs, so the tile survives changes of the appointments payload. */
const AppointmentsSchema = z.array(z.object({ id: z.string(), title: z.string(), date: z.string() }).passthrough());
export type NextAppointment = { id: string; title: string; date: string };

/** GET /api/appointments/{codeDossier}, first future one; null when none or while the endpoint is absent (404). */
export async function getNextAppointment(codeDossier: string): Promise<NextAppointment | null> {
  try {
    const list = await apiClient.get(`/appointments/${codeDossier}`, { schema: AppointmentsSchema, handledStatuses: [403, 404] });
    const now = Date.now();
    const next = list.filter((r) => new Date(r.date).getTime() >= now).sort((a, b) => a.date.localeCompare(b.date))[0];
    return next ? { id: next.id, title: next.title, date: next.date } : null;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export const nextAppointmentQueryOptions = (codeDossier: string) => queryOptions({ queryKey: ['appointments', 'next', codeDossier] as const, queryFn: () => getNextAppointment(codeDossier) });

export const useNextAppointment = (codeDossier: string, enabled: boolean) => useQuery({ ...nextAppointmentQueryOptions(codeDossier), enabled });
