import fs from 'node:fs';
import path from 'node:path';

/** Shipped with the api image (apps/api/assets); its header gives the origin and licence of the list. */
export const COMMON_PASSWORDS_FILE = 'apps/api/assets/common-passwords.txt';

/** The list in lower case, read once at start-up: a missing file stops the start rather than the first fallback. */
export function loadCommonPasswords(rootDir: string): ReadonlySet<string> {
  const lines = fs.readFileSync(path.join(rootDir, COMMON_PASSWORDS_FILE), 'utf8').split('\n');
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.toLowerCase()));
}
