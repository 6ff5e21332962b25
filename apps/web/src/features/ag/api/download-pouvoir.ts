import { getAgPouvoirRoute, routePath } from '@portail/contracts';
import { readHeaders } from '../../../lib/api-client';
import { showFlash } from '../../../lib/flash';

export const TELECHARGEMENT_POUVOIR_ECHEC = 'Une erreur est survenue lors du téléchargement du pouvoir.';

/** GET /api/ag/pouvoir?codeDossier=, saved as 'Pouvoir AG {year} {code}.pdf'; a failure shows the error flash. */
export async function telechargerPouvoir(codeDossier: string, millesime: number): Promise<void> {
  try {
    const url = `${routePath(getAgPouvoirRoute)}?${new URLSearchParams({ codeDossier }).toString()}`;
    const res = await fetch(url, { credentials: 'include', headers: readHeaders() });
    if (!res.ok) throw new Error(String(res.status));
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = `Pouvoir AG ${millesime} ${codeDossier}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    showFlash('error', TELECHARGEMENT_POUVOIR_ECHEC);
  }
}
