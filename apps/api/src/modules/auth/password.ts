import { randomUUID } from 'node:crypto';
import { Argon2Process } from './argon2-process';
import { PasswordGate } from './password-gate';

/** One per process: the argon2 work of every caller shares them. Limits from the configuration at start-up (AuthModule). */
export const passwordGate = new PasswordGate({ maxConcurrent: 2, maxWaiting: 4, holdMs: 1000, maxHeld: 1000 });
const argon2 = new Argon2Process();

/** argon2id hash of a password (architecture.md §4), through the gate: may throw the 503 of a saturated gate. */
export function hashPassword(password: string): Promise<string> {
  return passwordGate.run(() => argon2.hash(password));
}

let unknownLogin: Promise<string> | undefined;

/** A hash to verify against when the login is unknown, so both paths cost the same time; computed once, outside the gate. */
export function unknownLoginHash(): Promise<string> {
  return (unknownLogin ??= argon2.hash(randomUUID()).catch((e: unknown) => {
    unknownLogin = undefined;
    throw e;
  }));
}

/** false for a wrong password or an unreadable hash; throws only the 503 of a saturated gate. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return passwordGate.run(() => argon2.verify(hash, password));
}
