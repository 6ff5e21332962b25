import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demanderRappelRoute, editEtatRappelRoute, type EtatRappel, getRappelsRoute, getServiceRoute, getServicesRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const annuaireKeys = {
  services: (codeDossier: string) => ['annuaire', 'services', codeDossier] as const,
  service: (codeDossier: string, slug: string) => ['annuaire', 'service', codeDossier, slug] as const,
  rappels: (codeDossier: string) => ['annuaire', 'rappels', codeDossier] as const,
};

/** GET /api/annuaire-services?codeDossier= (the selected dossier holds canShowAnnuaireServices). */
export const useServices = (codeDossier: string) =>
  useQuery({ queryKey: annuaireKeys.services(codeDossier), queryFn: () => call(getServicesRoute, { query: { codeDossier } }) });

export const useService = (codeDossier: string, slug: string) =>
  useQuery({ queryKey: annuaireKeys.service(codeDossier, slug), queryFn: () => call(getServiceRoute, { params: { id: slug }, query: { codeDossier } }) });

export const useRappels = (codeDossier: string) =>
  useQuery({ queryKey: annuaireKeys.rappels(codeDossier), queryFn: () => call(getRappelsRoute, { params: { codeDossier } }) });

export function useDemanderRappel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idService, codeDossier, codeAgent }: { idService: string; codeDossier: string; codeAgent: string }) =>
      call(demanderRappelRoute, { params: { id: idService }, body: { codeDossier, codeAgent } }),
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: annuaireKeys.rappels(codeDossier) }),
  });
}

/** Staff acting on the dossier: the request's state. */
export function useChangerEtatRappel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codeDossier, id, etat }: { codeDossier: string; id: string; etat: EtatRappel }) =>
      call(editEtatRappelRoute, { params: { codeDossier, id }, body: { etat } }),
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: annuaireKeys.rappels(codeDossier) }),
  });
}
