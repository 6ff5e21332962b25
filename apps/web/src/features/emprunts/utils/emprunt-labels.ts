import { type Emprunt, MODE_REMBOURSEMENT_LIBELLES } from '@portail/contracts';
import { formatNumber } from '../../../lib/format';

/** '3,45 %', '4,125 %': the rate with the decimals it has (step 0,001). */
export const formatTaux = (taux: number) => formatNumber(taux, { unit: '%', precision: Number.isInteger(Math.round(taux * 1000) / 10) ? 2 : 3 });

/** '84 mois (7 ans)', '0,5 mois'. */
export function formatDuree(duree: number): string {
  const mois = `${formatNumber(duree)} mois`;
  return duree >= 12 ? `${mois} (${formatNumber(duree / 12)} an${duree >= 24 ? 's' : ''})` : mois;
}

export const libelleMode = (emprunt: Pick<Emprunt, 'modeRemboursement'>) => MODE_REMBOURSEMENT_LIBELLES[emprunt.modeRemboursement];
