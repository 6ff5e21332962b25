import type { BreachRange } from '@portail/contracts';

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
