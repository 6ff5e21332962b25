import { useQueryClient } from '@tanstack/react-query';
import type { ImpressionStatut } from '@portail/contracts';
import { duerKeys } from '../structure/duer-keys';
import { impressionKeys } from './impression-keys';

/** Once a print ends, the list shows its state; a definitive one finished the DUER: its screens refresh. */
export function useFinImpression(idDuer: number) {
  const queryClient = useQueryClient();
  return (statut: ImpressionStatut) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: impressionKeys.liste(idDuer) }),
      ...(statut.temporaire || statut.etat !== 'termine'
        ? []
        : [
            queryClient.invalidateQueries({ queryKey: duerKeys.duer(idDuer) }),
            queryClient.invalidateQueries({ queryKey: duerKeys.indexes }),
            queryClient.invalidateQueries({ queryKey: impressionKeys.versions(idDuer) }),
          ]),
    ]);
}
