import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editAppointmentRoute, type EditRendezVous } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rendezVousKeys } from '../../../lib/api/rendez-vous-keys';

/** POST /api/appointments/edit: only while the appointment is in the future. */
export const editAppointment = (input: EditRendezVous) => call(editAppointmentRoute, { body: input });

export function useEditAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rendezVousKeys.all }),
  });
}
