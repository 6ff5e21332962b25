import fs from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from './upload-options';

/** Files still streaming carry this suffix; they get their final name once their row commits. */
export const PART_SUFFIX = '.part';
/** Sub-folder of an upload folder holding the parts: outside the final location until kept. */
export const PARTS_DIR = '.partiels';
/** A part not written for this long belongs to no running request (a crash, a killed replica). */
export const STALE_MS = 60 * 60 * 1000;

export const partsDir = (dir: string) => path.join(dir, PARTS_DIR);

/**
 * Removes the stale parts of an upload folder (its parts folder, and parts of the former layout in
 * the folder itself); recent ones may be uploads of another replica in progress. Returns how many.
 */
export function sweepLeftovers(dir: string, now = Date.now()): number {
  let removed = 0;
  for (const folder of [partsDir(dir), dir]) {
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      if (name.endsWith(PART_SUFFIX) && removeIfOlder(path.join(folder, name), now - STALE_MS)) removed++;
    }
  }
  return removed;
}

/** Removes a file last written before `before`; false when it is recent or already gone. */
export function removeIfOlder(file: string, before: number): boolean {
  try {
    if (fs.statSync(file).mtimeMs >= before) return false;
    fs.rmSync(file, { force: true });
    return true;
  } catch {
    return false; // Already gone: finished or removed by another replica.
  }
}

/** A file of the request still in the parts folder: not kept by the feature. */
export const isPart = (f: UploadedFile) => f.filename.endsWith(PART_SUFFIX);
