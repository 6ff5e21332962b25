import { Transform, type TransformCallback } from 'node:stream';
import { sniffHead } from './upload-checks';

/** Bytes held back before the first byte goes on: enough for file-type to read an OOXML file's [Content_Types].xml. */
export const HEAD_BYTES = 256 * 1024;

/**
 * Media types each extension's content may have (file-type's names; html has no signature: text).
 * An extension missing here is never accepted.
 */
export const CONTENT_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  bmp: ['image/bmp'],
  webp: ['image/webp'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  html: ['text/plain'],
  htm: ['text/plain'],
};

/** The type recorded for a content found acceptable for its extension. */
export function storedType(extension: string, sniffed: string): string {
  return sniffed === 'text/plain' && (extension === 'html' || extension === 'htm') ? 'text/html' : sniffed;
}

export class EmptyContentError extends Error {
  constructor() {
    super('Fichier vide');
  }
}

export class ContentMismatchError extends Error {
  constructor(readonly sniffed: string) {
    super(`Contenu ${sniffed} ne correspondant pas à l'extension`);
  }
}

/**
 * Passes a file's bytes through once its first HEAD_BYTES (or all of it, when shorter) were sniffed
 * and found to agree with its extension; otherwise errors before a byte went on. `type` is then the
 * type to record.
 */
export class ContentCheckStream extends Transform {
  type: string | undefined;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly extension: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.type) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < HEAD_BYTES) return callback();
    this.release(false).then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) return callback();
    if (this.headSize === 0) return callback(new EmptyContentError());
    this.release(true).then(() => callback(), callback);
  }

  private async release(complete: boolean): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const sniffed = await sniffHead(head, complete);
    if (!(CONTENT_BY_EXTENSION[this.extension] ?? []).includes(sniffed)) throw new ContentMismatchError(sniffed);
    this.type = storedType(this.extension, sniffed);
    this.push(head);
  }
}

/** The lower-cased extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
