import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A blob folder of the test's own holding the seeded document files: a copy of the global setup's untouched copy of them
 * (FILES_DIR itself receives the files of portals started without a folder of their own, while others copy), so a GED
 * test reads and writes blobs without touching another file's.
 */
export function seededFilesDir(): string {
  const template = process.env.PORTAIL_TEST_SEEDED_FILES;
  if (!template) throw new Error('PORTAIL_TEST_SEEDED_FILES absent : le global setup des tests ne l’a pas préparé');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-ged-files-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
