import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RdvResultSchema, type EditRendezVous } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/appointments/edit: only while the appointment is in the future. */
export const editAppointment = (input: EditRendezVous) => apiClient.post('/appointments/edit', input, { schema: RdvResultSchema });

export function useEditAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['appointments'] }),
  });
}
