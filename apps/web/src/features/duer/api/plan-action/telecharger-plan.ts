import { DuerPlanActionMessages as P } from '@portail/contracts';
import { fetchAndSave } from '../../../../lib/save-file';
import { showFlash } from '../../../../lib/flash';

/** Downloads the plan's PDF, CSV or Excel workbook under the given name; a failure shows the error flash. */
export async function telechargerPlan(url: string, nom: string): Promise<void> {
  try {
    await fetchAndSave(url, nom);
  } catch {
    showFlash('error', P.telechargement);
  }
}
