import argon2 from 'argon2';

/** argon2id hash of a password (architecture.md §4). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** false for a wrong password or an unreadable hash, never an exception. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
