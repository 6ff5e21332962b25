import { Transform, type TransformCallback } from 'node:stream';
import { contentMatches, storedType } from './content-types';
import { sniffHead } from './upload-checks';

export { extensionOf } from './content-types';

/** Bytes held back before the first byte goes on: enough for file-type to read an OOXML file's [Content_Types].xml. */
export const HEAD_BYTES = 256 * 1024;

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
    if (!contentMatches(this.extension, sniffed)) throw new ContentMismatchError(sniffed);
    this.type = storedType(this.extension, sniffed);
    this.push(head);
  }
}
