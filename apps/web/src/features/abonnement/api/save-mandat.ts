import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MandatSaisie, saveMandatSepaRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { abonnementKeys } from './get-abonnement';

/** PUT /api/AbonnementDossier/{codeDossier}/mandat. */
export const saveMandat = ({ codeDossier, mandat }: { codeDossier: string; mandat: MandatSaisie }) =>
  call(saveMandatSepaRoute, { params: { codeDossier }, body: mandat });

export function useSaveMandat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMandat,
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: abonnementKeys.detail(codeDossier) }),
  });
}
