import { AbonnementMessages as M, getMandatSepaPdfRoute, routePath } from '@portail/contracts';
import { fetchAndSave } from '../../../lib/save-file';
import { showFlash } from '../../../lib/flash';

export const urlMandatPdf = (codeDossier: string) => routePath(getMandatSepaPdfRoute, { codeDossier });

/** GET /api/AbonnementDossier/{codeDossier}/mandat/pdf, saved as 'Mandat SEPA {RUM}.pdf'; a failure shows the error flash. */
export async function telechargerMandat(codeDossier: string, reference: string): Promise<void> {
  try {
    await fetchAndSave(urlMandatPdf(codeDossier), `Mandat SEPA ${reference}.pdf`);
  } catch {
    showFlash('error', M.telechargement);
  }
}
