import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadExportRoute, routePath, type ExportDonnees } from '@portail/contracts';
import { apiErrorFrom, markServerCall, readHeaders } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';
import { rgpdKeys } from './rgpd-keys';

/** The name the api gives the ZIP too. */
export const exportFileName = (e: Pick<ExportDonnees, 'demandeeLe'>) => `mes-donnees-${e.demandeeLe.slice(0, 10)}.zip`;

/** GET /api/compte/donnees/exports/{id}: the ZIP saved under its name; a failure throws the api's error (expired, not found). */
export async function downloadExport(e: Pick<ExportDonnees, 'id' | 'demandeeLe'>): Promise<void> {
  const res = await fetch(routePath(downloadExportRoute, { id: e.id }), { credentials: 'include', headers: readHeaders() });
  markServerCall();
  if (!res.ok) throw apiErrorFrom(res.status, await res.json().catch(() => null));
  saveBlob(await res.blob(), exportFileName(e));
}

export function useDownloadExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadExport,
    meta: { skipGlobalErrorHandler: true },
    // An export that expired since the list was read shows as such.
    onError: () => queryClient.invalidateQueries({ queryKey: rgpdKeys.mesDonnees }),
  });
}
