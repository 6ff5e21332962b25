import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnnexesEnregistrement, saveAnnexesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** PUT the staged moves and deletions of annexes. */
export const saveAnnexes = ({ idDuer, body }: { idDuer: number; body: AnnexesEnregistrement }) => call(saveAnnexesRoute, { params: { idDuer }, body });

/** The DUER's annex lists are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useSaveAnnexes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnexes,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.toutesAnnexes(idDuer) }),
  });
}
