import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAppointmentRoute, type CancelRendezVous } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rendezVousKeys } from '../../../lib/api/rendez-vous-keys';

/** POST /api/appointments/cancel: only while the appointment is in the future. */
export const cancelAppointment = (input: CancelRendezVous) => call(cancelAppointmentRoute, { body: input });

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rendezVousKeys.all }),
  });
}
