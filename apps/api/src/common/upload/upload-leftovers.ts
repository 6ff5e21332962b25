import fs from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from './upload-options';

/** Files still streaming carry this suffix; they get their final name once the request is checked. */
export const PART_SUFFIX = '.part';
/** A part older than this belongs to no running request (a crash, a killed replica). */
const STALE_MS = 60 * 60 * 1000;

/** Removes the stale parts of a folder; recent ones may be uploads of another replica in progress. */
export function sweepLeftovers(dir: string, now = Date.now()): void {
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(PART_SUFFIX)) continue;
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
    } catch {
      // Already gone: finished or removed by another replica.
    }
  }
}

/** Gives each checked file its final name (the part's name without the suffix). */
export async function finalise(files: UploadedFile[]): Promise<void> {
  for (const f of files) {
    if (!f.filename.endsWith(PART_SUFFIX)) continue;
    const filename = f.filename.slice(0, -PART_SUFFIX.length);
    const target = path.join(path.dirname(f.path), filename);
    await fs.promises.rename(f.path, target);
    Object.assign(f, { filename, path: target });
  }
}
