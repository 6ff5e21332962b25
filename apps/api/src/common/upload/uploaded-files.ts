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

/**
 * C0 and C1 controls, and the marks and overrides that make a name read otherwise than it is
 * ('facture\u202Efdp.exe' shown as 'factureexe.pdf'): U+200E/F, U+061C, U+202A-202E, U+2066-2069.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The client's file name fit for display: last path segment, no control or bidi characters, 200 characters at most. */
export function displayName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base.replace(HIDDEN, '').trim().slice(0, 200);
  return clean === '' || clean === '.' || clean === '..' ? 'piece-jointe' : clean;
}
