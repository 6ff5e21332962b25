import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A blob folder of the test's own holding the seeded document files: a copy of the one the global
 * setup seeded (FILES_DIR), so a GED test reads and writes blobs without touching another file's.
 */
export function seededFilesDir(): string {
  const template = process.env.FILES_DIR;
  if (!template) throw new Error('FILES_DIR absent : le global setup des tests ne l’a pas préparé');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-ged-files-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
