import { ErrorCode, type BreachRange } from '@portail/contracts';
import { isApiError } from '../api-error';

/** Upper-case hexadecimal SHA-1 of a text, computed in the browser. */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export type BreachVerdict = 'clean' | 'breached' | 'failed';

/**
 * k-anonymity check (spec 01 §5): only the first 5 characters of the hash are sent; the
 * suffixes that come back are compared here, so the password never leaves the browser.
 */
export async function checkBreach(password: string, fetchRange: (prefix: string) => Promise<BreachRange>): Promise<BreachVerdict> {
  try {
    const hash = await sha1Hex(password);
    const { suffixes } = await fetchRange(hash.slice(0, 5));
    return suffixes.includes(hash.slice(5)) ? 'breached' : 'clean';
  } catch {
    return 'failed';
  }
}

interface PasswordSubmission<T> {
  /** The browser's own check (checkBreach). */
  check: (password: string) => Promise<BreachVerdict>;
  /** Shows the warning; true when the user chose to go on with the password. */
  ask: (verdict: Exclude<BreachVerdict, 'clean'>) => Promise<boolean>;
  /** The api call; breachConfirmed once the user kept a password found in a leak. */
  send: (breachConfirmed: boolean) => Promise<T>;
}

/**
 * Sends a new password where the screen lets the user keep a breached one (registration, spec 01 §5;
 * account password change, spec 02 §5). The api checks again, with its list of common passwords
 * when the service is down: its MOT_DE_PASSE_COMPROMIS brings the warning back, and the password
 * goes again with breachConfirmed if the user keeps it. null when the user went back to change it.
 */
export async function submitPassword<T>(password: string, { check, ask, send }: PasswordSubmission<T>): Promise<T | null> {
  const verdict = await check(password);
  if (verdict !== 'clean' && !(await ask(verdict))) return null;
  const confirmed = verdict === 'breached';
  try {
    return await send(confirmed);
  } catch (error) {
    if (confirmed || !isApiError(error) || error.code !== ErrorCode.PasswordBreached) throw error;
    return (await ask('breached')) ? send(true) : null;
  }
}
