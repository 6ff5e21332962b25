import type { Request } from 'express';
import fs from 'node:fs';
import type { UploadedFile } from './upload-options';

export function uploadedFiles(req: Request): UploadedFile[] {
  return Array.isArray(req.files) ? req.files : [];
}

/** Removes the written files of a request (all, or only those given); missing files are ignored. */
export function removeUploaded(req: Request, only?: UploadedFile[]): void {
  for (const f of only ?? uploadedFiles(req)) fs.rm(f.path, { force: true }, () => undefined);
}

/** The client's file name fit for display: last path segment, no control characters, 200 characters at most. */
export function displayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'piece-jointe' : clean;
}
