import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RdvResultSchema, type CancelRendezVous } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/appointments/cancel: only while the appointment is in the future. */
export const cancelAppointment = (input: CancelRendezVous) => apiClient.post('/appointments/cancel', input, { schema: RdvResultSchema });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
