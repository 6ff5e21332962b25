import { randomInt, scrypt } from 'node:crypto';

/** Unambiguous letters and digits (no 0/O, 1/I): 32 symbols, 10 of them = 50 bits per code. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

/** Ten new codes as shown to the member (XXXXX-XXXXX). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** A code as typed (spaces, dash, case ignored). */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The stored form: scrypt (16 MiB, ~40 ms) salted by the account, so that one computation finds a typed code among the
 * account's ten, and a copy of the database cannot be searched through the 2^50 codes.
 */
export function recoveryCodeHash(compteId: string, code: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(normaliseRecoveryCode(code), `code-secours:${compteId}`, 32, { N: 16384, r: 8, p: 1 }, (e, key) => (e ? reject(e) : resolve(key.toString('hex')))),
  );
}
