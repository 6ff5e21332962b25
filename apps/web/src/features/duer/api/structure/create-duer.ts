import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDuerRoute, type DuerCreation } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerKeys } from './duer-keys';

/** POST a new DUER year; a refused right (403) carries the api's French message, shown instead of leaving for /interdit. */
export const createDuer = ({ codeDossier, body }: { codeDossier: string; body: DuerCreation }) =>
  call(createDuerRoute, { params: { codeDossier }, body }, { handledStatuses: [403] });

/** The new year shows in the dossier's years. */
export function useCreateDuer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDuer,
    onSuccess: (_, { codeDossier }) => queryClient.invalidateQueries({ queryKey: duerKeys.index(codeDossier) }),
  });
}
