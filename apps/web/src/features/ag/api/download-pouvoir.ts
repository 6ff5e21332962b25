import { getAgPouvoirRoute, routePath } from '@portail/contracts';
import { fetchAndSave } from '../../../lib/save-file';
import { showFlash } from '../../../lib/flash';

export const TELECHARGEMENT_POUVOIR_ECHEC = 'Une erreur est survenue lors du téléchargement du pouvoir.';

/** GET /api/ag/pouvoir?codeDossier=, saved as 'Pouvoir AG {year} {code}.pdf'; a failure shows the error flash. */
export async function telechargerPouvoir(codeDossier: string, millesime: number): Promise<void> {
  try {
    const url = `${routePath(getAgPouvoirRoute)}?${new URLSearchParams({ codeDossier }).toString()}`;
    await fetchAndSave(url, `Pouvoir AG ${millesime} ${codeDossier}.pdf`);
  } catch {
    showFlash('error', TELECHARGEMENT_POUVOIR_ECHEC);
  }
}
