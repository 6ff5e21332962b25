const FRANCE = '33';

/**
 * A stored mobile as E.164 (+33612345678), or null when it cannot receive an SMS. Numbers are kept as typed
 * ('06 12 34 56 78', '0033...', '+33 6...'); a national one is French. A French number must be a mobile (06, 07).
 */
export function toE164(raw: string | null | undefined): string | null {
  const typed = (raw ?? '').trim();
  const digits = typed.replace(/\D/g, '');
  let international: string;
  if (typed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (/^0\d{9}$/.test(digits)) international = FRANCE + digits.slice(1);
  else if (/^[67]\d{8}$/.test(digits)) international = FRANCE + digits;
  else return null;
  if (!/^[1-9]\d{7,14}$/.test(international)) return null;
  if (international.startsWith(FRANCE) && !/^33[67]\d{8}$/.test(international)) return null;
  return `+${international}`;
}

/** +33612345678 → +336******78: enough for a log line to be followed, not enough to be a phone book. */
export function maskE164(number: string): string {
  return `${number.slice(0, 4)}${'*'.repeat(Math.max(number.length - 6, 0))}${number.slice(-2)}`;
}
