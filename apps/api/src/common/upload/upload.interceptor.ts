import { Inject, Injectable, mixin, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { catchError, from, mergeMap, type Observable, tap, throwError } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AppException } from '../app.exception';
import { checkFiles } from './upload-checks';
import { isPart, PART_SUFFIX, partsDir, sweepLeftovers } from './upload-leftovers';
import type { UploadOptions } from './upload-options';
import { removeUploaded, uploadedFiles } from './uploaded-files';

/**
 * Parses a multipart body after the access guard (architecture.md §8): files stream to random names
 * in the parts folder with their limits enforced while streaming, and are sniffed against the
 * allow-list (`mimetype` is then the sniffed type, never the client's). The feature keeps the files
 * it records last in its transaction (into the blob store);
 * every file is removed when the request fails, parts when it succeeds, and stale parts left by a
 * crash are swept at start.
 */
export function UploadInterceptor(options: UploadOptions): Type<NestInterceptor> {
  @Injectable()
  class MixinUploadInterceptor implements NestInterceptor {
    private readonly upload: ReturnType<multer.Multer['any']>;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      const dir = options.dir(config);
      fs.mkdirSync(partsDir(dir), { recursive: true, mode: 0o700 });
      sweepLeftovers(dir);
      this.upload = multer({
        storage: multer.diskStorage({ destination: partsDir(dir), filename: (_req, _file, cb) => cb(null, `${randomUUID()}${PART_SUFFIX}`) }),
        defParamCharset: 'utf8',
        // One more file than allowed so that the extra one is reported instead of silently cut.
        limits: { fileSize: options.maxFileBytes, files: options.maxFiles + 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
        fileFilter: (_req, file, cb) =>
          options.fileField.test(file.fieldname)
            ? cb(null, true)
            : cb(AppException.validation([{ path: file.fieldname, message: 'Champ de fichier inattendu.' }])),
      }).any();
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      try {
        await this.parse(req, http.getResponse<Response>());
        await checkFiles(req, options);
        assertSameDossier(req, options.dossierField);
      } catch (e) {
        await removeUploaded(req);
        throw e;
      }
      // A refused request answers once its files are gone, so nothing it wrote outlives its answer.
      return next.handle().pipe(
        tap({ complete: () => void removeUploaded(req, uploadedFiles(req).filter(isPart)) }),
        catchError((e: unknown) => from(removeUploaded(req)).pipe(mergeMap(() => throwError(() => e)))),
      );
    }

    private parse(req: Request, res: Response): Promise<void> {
      return new Promise((resolve, reject) => {
        this.upload(req, res, (err?: unknown) => (err ? reject(toValidation(err, options)) : resolve()));
      });
    }
  }
  return mixin(MixinUploadInterceptor);
}

function assertSameDossier(req: Request, field: string | undefined): void {
  if (!field) return;
  const inBody: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
  if (typeof inBody === 'string' && req.dossier && inBody !== req.dossier.codeDossier) {
    throw AppException.validation([{ path: field, message: 'Le code dossier du formulaire ne correspond pas au dossier de la requête.' }]);
  }
}

function toValidation(err: unknown, options: UploadOptions): unknown {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return AppException.validation([{ path: err.field ?? 'files', message: options.messages.tooBig }]);
    if (err.code === 'LIMIT_FILE_COUNT') return AppException.validation([{ path: 'files', message: options.messages.tooMany(options.maxFiles) }]);
    return AppException.validation([{ path: err.field ?? 'files', message: 'La requête contient trop de champs.' }]);
  }
  if (isMalformedMultipart(err)) return AppException.validation([{ path: 'files', message: 'Le formulaire envoyé est incomplet ou mal formé.' }]);
  return err;
}

/** busboy's and multer's errors for a body that is not the multipart it claims (no boundary, cut short, bad part header, client gone). */
function isMalformedMultipart(err: unknown): boolean {
  return (
    err instanceof Error &&
    /^(Multipart: Boundary not found|Unexpected end of (form|file)|Malformed part header|Unsupported content type|Request (aborted|closed))/.test(err.message)
  );
}
