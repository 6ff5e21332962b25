import { DIRECTION_CONTROLS } from '@portail/contracts';
import type { Request } from 'express';
import fs from 'node:fs';
import type { UploadedFile } from './upload-options';

export function uploadedFiles(req: Request): UploadedFile[] {
  return Array.isArray(req.files) ? req.files : [];
}

/** Removes the written files of a request (all, or only those given); missing files are ignored, failures left to the sweep. */
export async function removeUploaded(req: Request, only?: UploadedFile[]): Promise<void> {
  await Promise.all((only ?? uploadedFiles(req)).map((f) => fs.promises.rm(f.path, { force: true }).catch(() => undefined)));
}

/** C0 and C1 controls, the direction controls free text refuses and lone surrogates (a name is cleaned, not refused). */
const HIDDEN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${DIRECTION_CONTROLS}\\p{Cs}]`, 'gu');

/** The client's file name fit for display: last path segment, no control or bidi characters, 200 characters at most. */
export function displayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  // Cut after 200 UTF-16 units, without leaving half of a pair.
  const clean = base
    .replace(HIDDEN, '')
    .trim()
    .slice(0, 200)
    .replace(/[\uD800-\uDBFF]$/, '');
  return clean === '' || clean === '.' || clean === '..' ? 'piece-jointe' : clean;
}
