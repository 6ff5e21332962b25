/**
 * IBAN (ISO 13616) and BIC (ISO 9362) checks of the SEPA direct-debit mandate: the country's length from the
 * registry, then mod 97 of the rearranged number equal to 1. Spaces and lower case are accepted and normalised.
 */
export const IBAN_LONGUEURS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** 'fr76 3000 6000…' → 'FR763000600…' (spaces and dashes removed, upper case). */
export const normaliserIban = (iban: string): string => iban.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35), computed piecewise. */
function mod97(chars: string): number {
  let reste = 0;
  for (const c of chars) {
    const valeur = c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c;
    for (const d of valeur) reste = (reste * 10 + Number(d)) % 97;
  }
  return reste;
}

export type IbanErreur = 'format' | 'pays' | 'longueur' | 'cle';

/** Why an IBAN is refused, or null when it is valid (normalised first). */
export function erreurIban(saisie: string): IbanErreur | null {
  const iban = normaliserIban(saisie);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const longueur = IBAN_LONGUEURS[iban.slice(0, 2)];
  if (!longueur) return 'pays';
  if (iban.length !== longueur) return 'longueur';
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? null : 'cle';
}

export const estIbanValide = (saisie: string): boolean => erreurIban(saisie) === null;

/** 'FR7630006000011234567890189' → 'FR76 •••• •••• •••• •••• ••01 89' : country and key, then the last five characters. */
export function masquerIban(saisie: string): string {
  const iban = normaliserIban(saisie);
  const masque = iban.slice(0, 4) + '•'.repeat(Math.max(iban.length - 9, 0)) + iban.slice(-5);
  return masque.replace(/(.{4})(?!$)/g, '$1 ');
}

/** 'FR7630006000011234567890189' → 'FR76 3000 6000 0112 3456 7890 189'. */
export const formaterIban = (saisie: string): string => normaliserIban(saisie).replace(/(.{4})(?!$)/g, '$1 ');

/** BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (location), optionally 3 (branch). */
export const normaliserBic = (bic: string): string => bic.replace(/\s+/g, '').toUpperCase();
export const estBicValide = (saisie: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normaliserBic(saisie));
