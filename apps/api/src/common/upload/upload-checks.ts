import type { Request } from 'express';
import { fileTypeFromFile } from 'file-type';
import { AppException } from '../app.exception';
import type { UploadOptions } from './upload-options';
import { displayName, uploadedFiles } from './uploaded-files';

/** Empty files, too many files and contents outside the allow-list: one 400 naming each file. */
export async function checkFiles(req: Request, options: UploadOptions): Promise<void> {
  const files = uploadedFiles(req);
  const issues: { path: string; message: string }[] = [];
  for (const [i, f] of files.entries()) {
    f.originalname = displayName(f.originalname);
    if (f.size <= 0) issues.push({ path: `files.${i}`, message: `${f.originalname} : ${options.messages.empty}` });
    else if (options.allowedTypes && !options.allowedTypes.includes(await sniff(f.path))) {
      issues.push({ path: `files.${i}`, message: `${f.originalname} : ${options.messages.typeRefused ?? 'Ce type de fichier n’est pas accepté.'}` });
    }
  }
  if (files.length > options.maxFiles) issues.push({ path: 'files', message: options.messages.tooMany(options.maxFiles) });
  if (issues.length > 0) throw AppException.validation(issues);
}

/** The media type the content's signature names; text/plain when none does. */
async function sniff(path: string): Promise<string> {
  return (await fileTypeFromFile(path))?.mime ?? 'text/plain';
}
