import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InformationsGeneralesEnregistrement, saveInformationsGeneralesRoute } from '@portail/contracts';
import { call } from '../../../../lib/api-client';
import { duerTextesKeys } from './textes-keys';

/** PUT the nine general information fields; the answer is the screen's data as saved. */
export const saveInformationsGenerales = ({ idDuer, body }: { idDuer: number; body: InformationsGeneralesEnregistrement }) =>
  call(saveInformationsGeneralesRoute, { params: { idDuer }, body });

/** The answer becomes the cached data at once, and the form shows it. The screen shows a failure itself. */
export function useSaveInformationsGenerales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInformationsGenerales,
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (informations, { idDuer }) => queryClient.setQueryData(duerTextesKeys.informationsGenerales(idDuer), informations),
  });
}
