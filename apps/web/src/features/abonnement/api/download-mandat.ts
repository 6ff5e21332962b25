import { AbonnementMessages as M, getMandatSepaPdfRoute, routePath } from '@portail/contracts';
import { readHeaders } from '../../../lib/api-client';
import { showFlash } from '../../../lib/flash';

export const urlMandatPdf = (codeDossier: string) => routePath(getMandatSepaPdfRoute, { codeDossier });

/** GET /api/AbonnementDossier/{codeDossier}/mandat/pdf, saved as 'Mandat SEPA {RUM}.pdf'; a failure shows the error flash. */
export async function telechargerMandat(codeDossier: string, reference: string): Promise<void> {
  try {
    const res = await fetch(urlMandatPdf(codeDossier), { credentials: 'include', headers: readHeaders() });
    if (!res.ok) throw new Error(String(res.status));
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = `Mandat SEPA ${reference}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    showFlash('error', M.telechargement);
  }
}
