import { Inject, Injectable, mixin, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { catchError, from, mergeMap, type Observable, throwError } from 'rxjs';
import { AppException } from '../app.exception';
import { BLOB_STORE, BlobTooLargeError, type BlobStore } from '../storage/blob-store';
import { ContentCheckStream, ContentMismatchError, EmptyContentError, extensionOf } from './content-check-stream';
import { displayName } from './uploaded-files';

/** One file streamed into the blob store by StreamUploadInterceptor, under a random key. */
export interface StreamedFile {
  /** Random id, also the last segment of the key: the feature's row id. */
  id: string;
  key: string;
  /** The client's name fit for display. */
  name: string;
  extension: string;
  /** Type found in the content (never the client's). */
  mime: string;
  size: number;
  sha256: string;
}

declare module 'express' {
  interface Request {
    streamedFile?: StreamedFile;
  }
}

/** A feature's check of the text fields sent before the file, run before its first byte is stored (e.g. a type the dossier does not take). */
export interface UploadGate {
  check(req: Request, fields: Record<string, string>): Promise<void>;
}

export interface StreamUploadOptions {
  /** Provider (found through the module ref) checking the fields received before the file. */
  gate?: Type<UploadGate>;
  fileField: string;
  maxFileBytes: number;
  /** Extensions accepted; the content must agree with the extension (CONTENT_BY_EXTENSION). */
  extensions: readonly string[];
  /** Blob key of the file from its random id. */
  blobKey: (req: Request, id: string) => string;
  /** Body field naming the dossier: it must be the one the access guard checked before the body was read. */
  dossierField?: string;
  messages: {
    empty: (name: string) => string;
    tooBig: (name: string) => string;
    typeRefused: (name: string) => string;
    contentMismatch: (name: string) => string;
    missing: string;
    dossierMismatch: string;
  };
}

const MALFORMED = 'Le formulaire envoyé est incomplet ou mal formé.';

/**
 * Streams the single file of a multipart body straight into the blob store, after the access guard:
 * its first bytes are sniffed against its extension before any is stored, its size is enforced while
 * it streams (413), and it is stored whole or not at all. The text fields become `req.body`, the file
 * `req.streamedFile`. When the request fails afterwards (validation, the feature's transaction), the
 * blob is deleted before the answer; a cut-off body leaves nothing.
 */
export function StreamUploadInterceptor(options: StreamUploadOptions): Type<NestInterceptor> {
  @Injectable()
  class MixinStreamUploadInterceptor implements NestInterceptor {
    constructor(
      @Inject(BLOB_STORE) private readonly blobs: BlobStore,
      private readonly moduleRef: ModuleRef,
    ) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const { fields, file } = await this.receive(req);
      try {
        if (!file) throw AppException.validation([{ path: options.fileField, message: options.messages.missing }]);
        assertSameDossier(req, fields, options);
      } catch (e) {
        if (file) await this.discard(file);
        throw e;
      }
      req.body = fields;
      req.streamedFile = file;
      return next.handle().pipe(catchError((e: unknown) => from(this.discard(file)).pipe(mergeMap(() => throwError(() => e)))));
    }

    private discard(file: StreamedFile): Promise<void> {
      return this.blobs.delete(file.key).catch(() => undefined);
    }

    private receive(req: Request): Promise<{ fields: Record<string, string>; file?: StreamedFile }> {
      return new Promise((resolve, reject) => {
        const fields: Record<string, string> = {};
        let stored: Promise<StreamedFile> | undefined;
        let settled = false;
        let parser: busboy.Busboy;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          req.unpipe(parser);
          parser.destroy(error instanceof Error ? error : new Error(String(error)));
          // What the client still sends is read and dropped, so that it receives the answer.
          req.resume();
          // A file already stored (refused afterwards) goes too.
          void stored?.then((f) => this.discard(f)).catch(() => undefined);
          reject(error);
        };
        try {
          parser = busboy({
            headers: req.headers,
            defParamCharset: 'utf8',
            limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
          });
        } catch {
          return reject(AppException.validation([{ path: options.fileField, message: MALFORMED }]));
        }
        parser.on('field', (name, value) => {
          if (name !== '__proto__' && name !== 'constructor') fields[name] = value;
        });
        parser.on('file', (field, stream, info) => {
          // Its failures reach the store's pipeline; a file refused before it is piped must not crash the process when the parser goes.
          stream.on('error', () => undefined);
          if (field !== options.fileField) {
            stream.resume();
            return fail(AppException.validation([{ path: field, message: 'Champ de fichier inattendu.' }]));
          }
          stored = this.storeFile(req, stream, displayName(info.filename ?? ''), fields);
          stored.catch(fail);
        });
        parser.on('filesLimit', () => fail(AppException.validation([{ path: options.fileField, message: 'Un seul fichier par envoi.' }])));
        parser.on('partsLimit', () => fail(AppException.validation([{ path: options.fileField, message: 'La requête contient trop de champs.' }])));
        parser.on('fieldsLimit', () => fail(AppException.validation([{ path: options.fileField, message: 'La requête contient trop de champs.' }])));
        parser.on('error', () => fail(AppException.validation([{ path: options.fileField, message: MALFORMED }])));
        parser.on('close', () => {
          if (settled) return;
          (stored ?? Promise.resolve(undefined)).then((file) => {
            if (settled) return file && void this.discard(file);
            settled = true;
            resolve({ fields, file });
          }, fail);
        });
        // A client gone mid-body: the file being written fails and leaves nothing.
        req.on('close', () => {
          if (!req.complete) fail(AppException.validation([{ path: options.fileField, message: MALFORMED }]));
        });
        req.pipe(parser);
      });
    }

    private async storeFile(req: Request, stream: Readable, name: string, fields: Record<string, string>): Promise<StreamedFile> {
      if (options.gate) {
        try {
          await this.moduleRef.get(options.gate, { strict: false }).check(req, { ...fields });
        } catch (error) {
          stream.resume();
          throw error;
        }
      }
      const extension = extensionOf(name);
      if (!options.extensions.includes(extension)) {
        stream.resume();
        throw AppException.validation([{ path: options.fileField, message: options.messages.typeRefused(name) }]);
      }
      const id = randomUUID();
      const key = options.blobKey(req, id);
      const check = new ContentCheckStream(extension);
      pipeline(stream, check).catch(() => undefined);
      try {
        const blob = await this.blobs.put(key, check, { maxBytes: options.maxFileBytes });
        return { id, key, name, extension, mime: check.type!, size: blob.size, sha256: blob.sha256 };
      } catch (error) {
        stream.resume();
        throw toHttp(error, name, options);
      }
    }
  }
  return mixin(MixinStreamUploadInterceptor);
}

function toHttp(error: unknown, name: string, options: StreamUploadOptions): unknown {
  if (error instanceof BlobTooLargeError) return AppException.payloadTooLarge(options.messages.tooBig(name));
  if (error instanceof EmptyContentError) return AppException.validation([{ path: options.fileField, message: options.messages.empty(name) }]);
  if (error instanceof ContentMismatchError) return AppException.validation([{ path: options.fileField, message: options.messages.contentMismatch(name) }]);
  return error;
}

function assertSameDossier(req: Request, fields: Record<string, string>, options: StreamUploadOptions): void {
  if (!options.dossierField) return;
  const inBody = fields[options.dossierField];
  if (inBody !== undefined && req.dossier && inBody !== req.dossier.codeDossier) {
    throw AppException.validation([{ path: options.dossierField, message: options.messages.dossierMismatch }]);
  }
}
