import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putAssolementDossierRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

/** PUT /api/assolement/dossier (staff): validates or reopens a year. */
export const validateAssolement = (body: { codeDossier: string; millesime: number; estDefinitif: boolean }) => call(putAssolementDossierRoute, { body });

export function useValidateAssolement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: validateAssolement, onSuccess: (_, b) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(b.codeDossier) }) });
}
