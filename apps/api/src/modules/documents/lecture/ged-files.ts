import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { DocumentRow } from './ged-rows';
import { contentDisposition } from '../../../common/download';

/** Sends a document's bytes with its stored type, its size, never sniffed. */
export async function sendDocument(res: Response, row: DocumentRow, stream: Readable, kind: 'attachment' | 'inline'): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', row.mime);
  res.setHeader('Content-Length', String(row.taille));
  res.setHeader('Content-Disposition', contentDisposition(kind, row.nom));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  if (kind === 'inline') {
    // Framed by the portal's own viewer (same origin), never by another site; nothing but the file
    // itself loads (object-src 'self': Chromium embeds its PDF viewer on the same URL).
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', "default-src 'none'; object-src 'self'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
  }
  await pipeline(stream, res);
}

/** Entry names unique within the zip: a second 'bulletin.pdf' becomes 'bulletin (2).pdf'. */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name.replace(/[/\\]/g, '_');
  const dot = candidate.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [candidate.slice(0, dot), candidate.slice(dot)] : [candidate, ''];
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${base} (${i})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Streams a zip of the documents: each blob is opened only when its entry is written, and the
 * archive flows to the response as it is built (never whole in memory).
 */
export async function sendZip(res: Response, fileName: string, rows: DocumentRow[], open: (key: string) => Promise<Readable>): Promise<void> {
  const zip = new ZipFile();
  const used = new Set<string>();
  for (const row of rows) {
    zip.addReadStreamLazy(uniqueName(row.nom, used), { mtime: row.date_modification, compress: false }, (cb) => {
      open(row.blob_key).then(
        (stream) => cb(null, stream),
        (error: unknown) => cb(error, undefined as unknown as Readable),
      );
    });
  }
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  await pipeline(zip.outputStream as Readable, res);
}
