import { useMutation } from '@tanstack/react-query';
import { registerAppointmentRoute, RendezVousMessages, type DemandeRendezVous } from '@portail/contracts';
import { openErrorDialog } from '../../../lib/error-dialog';
import { call, isApiError } from '../../../lib/api-client';

export interface DemandeInput extends DemandeRendezVous {
  files: File[];
}

/**
 * POST /api/appointments/register?codeDossier= (multipart: id, raisonSociale, codeDossier, reason, tel, email, files[i]).
 * The dossier also travels in the query so that access is checked before the files are read.
 */
export function registerAppointment(input: DemandeInput) {
  const form = new FormData();
  const { files, ...fields } = input;
  for (const [key, value] of Object.entries(fields)) form.append(key, value ?? '');
  files.forEach((file, i) => form.append(`files[${i}]`, file, file.name));
  return call(registerAppointmentRoute, { query: { codeDossier: input.codeDossier }, body: form });
}

export function useRegisterAppointment() {
  return useMutation({
    mutationFn: registerAppointment,
    meta: { skipGlobalErrorHandler: true },
    // Spec 01 §8: the failure message, with the server's reason when it is meant for the user.
    onError: (error) =>
      openErrorDialog(isApiError(error) && error.displayable ? `${RendezVousMessages.echecPriseRdv} ${error.message}` : RendezVousMessages.echecPriseRdv),
  });
}
