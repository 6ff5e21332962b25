import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAnnexeRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerDocumentsKeys } from './documents-keys';

/** POST a base annex to the DUER or a module. */
export const addAnnexe = ({ idDuer, idBaseAnnexe, idDuerModule }: { idDuer: number; idBaseAnnexe: number; idDuerModule: number | null }) =>
  call(addAnnexeRoute, { params: { idDuer }, body: { idBaseAnnexe, idDuerModule } });

/** The DUER's annex lists are read again before the mutation ends: the screen stays busy until they show. The screen shows a failure itself. */
export function useAddAnnexe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAnnexe,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (_, { idDuer }) => queryClient.invalidateQueries({ queryKey: duerDocumentsKeys.toutesAnnexes(idDuer) }),
  });
}
