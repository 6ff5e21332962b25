import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FavoriResultSchema } from '@portail/contracts';
import { apiClient } from '../../../lib/api-client';
import { refreshDroits } from '../../droits/api/get-droits';
import { userDossiersQueryKey } from './get-dossiers';

/** PUT /api/user/dossierFavoris/{codeDossier} */
export const setDossierFavori = (codeDossier: string) =>
  apiClient.put(`/user/dossierFavoris/${encodeURIComponent(codeDossier)}`, undefined, { schema: FavoriResultSchema });

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
