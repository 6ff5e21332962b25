// Minimal typing of the multer 2 surface the appointment upload uses (no @types/multer installed).
declare module 'multer' {
  import type { Request, RequestHandler } from 'express';

  namespace multer {
    interface File {
      fieldname: string;
      originalname: string;
      mimetype: string;
      size: number;
      destination: string;
      filename: string;
      path: string;
    }
    interface StorageEngine {
      _handleFile: unknown;
      _removeFile: unknown;
    }
    interface DiskStorageOptions {
      destination: string | ((req: Request, file: File, cb: (error: Error | null, destination: string) => void) => void);
      filename?: (req: Request, file: File, cb: (error: Error | null, filename: string) => void) => void;
    }
    interface Options {
      storage?: StorageEngine;
      limits?: { fieldNameSize?: number; fieldSize?: number; fields?: number; fileSize?: number; files?: number; parts?: number; headerPairs?: number };
      fileFilter?: (req: Request, file: File, cb: (error: Error | null, accept?: boolean) => void) => void;
      defParamCharset?: string;
    }
    interface Multer {
      any(): RequestHandler;
    }
    class MulterError extends Error {
      code: string;
      field?: string;
    }
    function diskStorage(options: DiskStorageOptions): StorageEngine;
  }
  function multer(options?: multer.Options): multer.Multer;
  export = multer;
}
