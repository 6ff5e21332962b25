import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { setDossierFavoriRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { refreshDroits } from '../../../lib/api/get-droits';

/** PUT /api/user/dossierFavoris/{codeDossier} */
export const setDossierFavori = (codeDossier: string) => call(setDossierFavoriRoute, { params: { codeDossier } });

export function useSetDossierFavori() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDossierFavori,
    meta: { errorMessage: "Une erreur est survenue lors de l'enregistrement du dossier favori." },
    onSuccess: async () => {
      await refreshDroits(queryClient);
      toast.success('Le dossier favori a été enregistré.');
    },
  });
}
