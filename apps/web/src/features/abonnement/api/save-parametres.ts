import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ParametresSaisie, saveParametresAbonnementRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { abonnementKeys } from './get-abonnement';

/** PUT /api/AbonnementDossier/{codeDossier}/parametres. */
export const saveParametres = ({ codeDossier, parametres }: { codeDossier: string; parametres: ParametresSaisie }) =>
  call(saveParametresAbonnementRoute, { params: { codeDossier }, body: { codeDossier, parametres } });

export function useSaveParametres() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParametres,
    onSuccess: (abonnement, { codeDossier }) => queryClient.setQueryData(abonnementKeys.detail(codeDossier), abonnement),
  });
}
