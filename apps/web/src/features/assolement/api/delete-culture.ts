import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssolementCultureRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

interface Target {
  codeDossier: string;
  millesime: number;
  id: string;
}

/** DELETE /api/assolement/{codeDossier}/{millesime}/{id}: expects affectedRows = 1. */
export async function deleteCulture({ codeDossier, millesime, id }: Target): Promise<void> {
  const { affectedRows } = await call(deleteAssolementCultureRoute, { params: { codeDossier, millesime, id } });
  if (affectedRows !== 1) throw new Error('Suppression non confirmée');
}

export function useDeleteCulture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCulture, onSuccess: (_, t) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(t.codeDossier) }) });
}
