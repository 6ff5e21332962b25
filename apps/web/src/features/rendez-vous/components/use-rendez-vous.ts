import type { RendezVous } from '@portail/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSelectedDossier } from '../../../lib/dossiers/selected-dossier';
import { useAppointments } from '../../../lib/api/get-appointments';

/** The appointment {id} among those of the selected dossier (undefined once loaded when absent). */
export function useRendezVous(id: string | undefined): { query: UseQueryResult<RendezVous[]>; rdv: RendezVous | undefined; codeDossier: string | undefined } {
  const { dossier } = useSelectedDossier();
  const query = useAppointments(dossier?.codeDossier);
  return { query, rdv: query.data?.find((r) => r.id === id), codeDossier: dossier?.codeDossier };
}
