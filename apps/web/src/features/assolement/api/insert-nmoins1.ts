import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertNmoins1Route } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

/** POST /api/assolement/insertNmoins1: copies the previous year's crops not yet in the year. */
export const insertNmoins1 = (body: { codeDossier: string; millesime: number }) => call(insertNmoins1Route, { body });

export function useInsertNmoins1() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: insertNmoins1, onSuccess: (_, b) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(b.codeDossier) }) });
}
