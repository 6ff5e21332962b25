import type { Request } from 'express';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import fs from 'node:fs/promises';
import { AppException } from '../app.exception';
import { contentMatches, extensionOf, storedType } from './content-types';
import type { UploadedFile, UploadOptions } from './upload-options';
import { displayName, uploadedFiles } from './uploaded-files';

/**
 * Empty files, too many files, extensions outside the allow-list and contents that do not agree with
 * their extension: one 400 naming each file. Each file's `mimetype` becomes the type found in its
 * content, so nothing downstream trusts the client's.
 */
export async function checkFiles(req: Request, options: UploadOptions): Promise<void> {
  const files = uploadedFiles(req);
  const issues: { path: string; message: string }[] = [];
  for (const [i, f] of files.entries()) {
    f.originalname = displayName(f.originalname);
    const issue = await fileIssue(f, options);
    if (issue) issues.push({ path: `files.${i}`, message: `${f.originalname} : ${issue}` });
  }
  if (files.length > options.maxFiles) issues.push({ path: 'files', message: options.messages.tooMany(options.maxFiles) });
  if (issues.length > 0) throw AppException.validation(issues);
}

async function fileIssue(f: UploadedFile, { extensions, messages }: UploadOptions): Promise<string | null> {
  const extension = extensionOf(f.originalname);
  if (!extensions.includes(extension)) return messages.typeRefused;
  if (f.size <= 0) return messages.empty;
  const sniffed = await sniff(f.path);
  f.mimetype = storedType(extension, sniffed);
  return contentMatches(extension, sniffed) ? null : messages.contentMismatch;
}

/**
 * The media type the content's signature names; when none does, text/plain for a content that reads
 * as text (no NUL byte and valid UTF-8 in its first 8 KiB), application/octet-stream otherwise.
 */
const SAMPLE_BYTES = 8192;

export async function sniff(path: string): Promise<string> {
  const known = (await fileTypeFromFile(path))?.mime;
  if (known) return known;
  return looksLikeText(await head(path, SAMPLE_BYTES), SAMPLE_BYTES) ? 'text/plain' : 'application/octet-stream';
}

/** The same answer from the first bytes of a content still streaming (`complete` when they are all of it). */
export async function sniffHead(sample: Buffer, complete: boolean): Promise<string> {
  const known = (await fileTypeFromBuffer(sample))?.mime;
  if (known) return known;
  return looksLikeText(sample.subarray(0, SAMPLE_BYTES), complete && sample.length <= SAMPLE_BYTES ? SAMPLE_BYTES + 1 : SAMPLE_BYTES)
    ? 'text/plain'
    : 'application/octet-stream';
}

async function head(path: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function looksLikeText(sample: Buffer, sampleSize: number): boolean {
  if (sample.includes(0)) return false;
  try {
    // Streaming: a multi-byte character cut at the end of a full sample is not a reason to refuse.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length === sampleSize });
    return true;
  } catch {
    return false;
  }
}
