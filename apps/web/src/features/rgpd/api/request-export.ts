import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestExportRoute } from '@portail/contracts';
import { call } from '../../../lib/api-client';
import { rgpdKeys } from './rgpd-keys';

/** POST /api/compte/donnees/export: the worker prepares the ZIP and mails its link; one request per 24 h (429 otherwise). */
export const requestExport = () => call(requestExportRoute);

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.mesDonnees }),
  });
}
