import { formatDateTime } from '../../lib/format';

/** The base-32 key in groups of 4, easier to type by hand: 'JBSW Y3DP EHPK 3PXP'. */
export const groupSecret = (secret: string): string => (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');

/** A recovery code as printed: 'ABCDE-23456' (10 characters in two halves). */
export function formatRecoveryCode(code: string): string {
  const bare = code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
}

/** The downloaded .txt: platform, date and the ten codes. */
export function recoveryCodesText(platformName: string, date: Date, codes: readonly string[]): string {
  return [
    `${platformName} : codes de secours de la double authentification`,
    `Générés le ${formatDateTime(date)}`,
    '',
    ...codes.map(formatRecoveryCode),
    '',
    'Chaque code sert une seule fois. Gardez ce fichier en lieu sûr.',
    '',
  ].join('\n');
}
