import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addIdentifiantRoute,
  deleteIdentifiantRoute,
  editIdentifiantRoute,
  getIdentifiantsCollaborateurRoute,
  getIdentifiantsRoute,
  type IdentifiantCreation,
  type IdentifiantModification,
  revelerIdentifiantRoute,
} from '@portail/contracts';
import { call } from '../../../lib/api-client';

export const identifiantsKeys = { list: (codeDossier: string) => ['identifiants', codeDossier] as const };

/** GET /api/identifiants/{codeDossier} for the gérant, the staff route for a collaborator acting on the dossier. */
export const useIdentifiants = (codeDossier: string, isCollaborateur: boolean) =>
  useQuery({
    queryKey: identifiantsKeys.list(codeDossier),
    queryFn: () => call(isCollaborateur ? getIdentifiantsCollaborateurRoute : getIdentifiantsRoute, { params: { codeDossier } }),
  });

function useInvalidating<V extends { codeDossier: string }, R>(mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: identifiantsKeys.list(codeDossier) }) });
}

export const useAddIdentifiant = () =>
  useInvalidating(({ codeDossier, body }: { codeDossier: string; body: IdentifiantCreation }) => call(addIdentifiantRoute, { params: { codeDossier }, body }));

export const useEditIdentifiant = () =>
  useInvalidating(({ codeDossier, body }: { codeDossier: string; body: IdentifiantModification }) =>
    call(editIdentifiantRoute, { params: { codeDossier }, body }),
  );

export const useDeleteIdentifiant = () =>
  useInvalidating(({ codeDossier, id }: { codeDossier: string; id: string }) => call(deleteIdentifiantRoute, { params: { codeDossier, id } }));

/** Staff: the password, journaled; the list reloads so that the new 'Consulté par' shows. */
export const useRevelerIdentifiant = () =>
  useInvalidating(({ codeDossier, id }: { codeDossier: string; id: string }) => call(revelerIdentifiantRoute, { params: { codeDossier, id } }));
