import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssolementRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

/** DELETE /api/assolement/{codeDossier}/{millesime}: every line of the year. */
export const deleteAssolement = ({ codeDossier, millesime }: { codeDossier: string; millesime: number }) =>
  call(deleteAssolementRoute, { params: { codeDossier, millesime } });

export function useDeleteAssolement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAssolement, onSuccess: (_, t) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(t.codeDossier) }) });
}
