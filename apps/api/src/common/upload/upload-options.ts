import type { AppConfig } from '../../config/app-config';

/** What one multipart route accepts; the interceptor enforces it while the body streams. */
export interface UploadOptions {
  /** Folder receiving the files under random names (the client's name is never a path). */
  dir: (config: AppConfig) => string;
  /** Name of the file parts, e.g. /^files(\[\d+\])?$/. */
  fileField: RegExp;
  maxFiles: number;
  maxFileBytes: number;
  /** Extensions accepted (lower case); the sniffed content must agree with the extension (CONTENT_BY_EXTENSION). */
  extensions: readonly string[];
  /**
   * Body field naming the dossier: it must be the one the access guard checked from the query or
   * the staff header before the body was read.
   */
  dossierField?: string;
  messages: {
    tooBig: string;
    tooMany: (max: number) => string;
    empty: string;
    typeRefused: string;
    contentMismatch: string;
  };
}

/** A file written by the upload interceptor. */
export type UploadedFile = Express.Multer.File;
