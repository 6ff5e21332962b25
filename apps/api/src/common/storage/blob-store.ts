import type { Readable } from 'node:stream';

/** The blob store the document store, previews and generated PDFs share (filesystem or S3-compatible). */
export const BLOB_STORE = Symbol('BLOB_STORE');

export interface StoredBlob {
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

export interface PutOptions {
  /** The write fails with BlobTooLargeError as soon as more bytes arrive; nothing stays stored. */
  maxBytes?: number;
  contentType?: string;
}

export interface BlobStore {
  /** Streams `source` under `key`; the blob appears whole or not at all (temporary file or multipart, then commit). */
  put(key: string, source: Readable, options?: PutOptions): Promise<StoredBlob>;
  /** The bytes of `key`; rejects with BlobNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  /** Size of `key`, or null when absent. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes `key`; absent keys are ignored. */
  delete(key: string): Promise<void>;
  /** True when the store answers (health, checkGEDStatus). */
  ping(): Promise<boolean>;
  /** Every blob whose key starts with `prefix` (a folder such as 'ged/'), with its last write time. */
  list(prefix: string): AsyncIterable<ListedBlob>;
  /** Removes what interrupted writes left behind for longer than `olderThanMs`; returns how many. */
  purgeTemporary(olderThanMs: number): Promise<number>;
}

export interface ListedBlob {
  key: string;
  modifiedAt: Date;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Blob absent : ${key}`);
  }
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Blob au-delà de ${maxBytes} octets`);
  }
}

/** Keys are ours (random or derived ids), never a user's file name: letters, digits, '-', '_', '.', '/' segments. */
export function assertBlobKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes('..')) throw new Error(`Clé de blob invalide : ${key}`);
}
