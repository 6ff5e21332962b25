import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assolementTelepacRoute, type TelepacApercu, type TelepacImport, type TelepacResultat } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { assolementKeys } from '../../../lib/api/assolement';

/** POST /api/assolement/assolementTelepac without `confirmer`: the preview, nothing written. */
export const previewTelepac = async (body: Omit<TelepacImport, 'confirmer'>): Promise<TelepacApercu> => {
  const r = await call(assolementTelepacRoute, { body });
  if ('ajoutees' in r) throw new Error('Réponse inattendue');
  return r;
};

/** The same with `confirmer`: the lines written in one transaction. */
export const confirmTelepac = async (body: TelepacImport & { confirmer: { mode: 'remplacer' | 'ajouter' } }): Promise<TelepacResultat> => {
  const r = await call(assolementTelepacRoute, { body });
  if (!('ajoutees' in r)) throw new Error('Réponse inattendue');
  return r;
};

/** The dialog shows its errors itself (message and reason). */
const meta = { skipGlobalErrorHandler: true };

export const usePreviewTelepac = () => useMutation({ mutationFn: previewTelepac, meta });

export function useConfirmTelepac() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTelepac,
    meta,
    onSuccess: (_, b) => queryClient.invalidateQueries({ queryKey: assolementKeys.all(b.codeDossier) }),
  });
}
