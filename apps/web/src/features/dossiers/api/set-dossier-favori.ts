import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { setDossierFavoriRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { refreshDroits } from '../../../lib/api/get-droits';
import { userDossiersQueryKey } from '../../../lib/api/get-dossiers';

/** PUT /api/user/dossierFavoris/{codeDossier} */
export const setDossierFavori = (codeDossier: string) => call(setDossierFavoriRoute, { params: { codeDossier } });

export function useSetDossierFavori() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDossierFavori,
    meta: { errorMessage: "Une erreur est survenue lors de l'enregistrement du dossier favori." },
    onSuccess: async () => {
      await Promise.all([refreshDroits(queryClient), queryClient.invalidateQueries({ queryKey: userDossiersQueryKey })]);
      toast.success('Le dossier favori a été enregistré.');
    },
  });
}
