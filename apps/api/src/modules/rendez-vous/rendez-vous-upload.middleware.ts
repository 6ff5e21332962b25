import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { RDV_MAX_FILE_BYTES, RDV_MAX_FILES, RendezVousMessages as M } from '@portail/contracts';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { AppException } from '../../common/app.exception';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const FILE_FIELD = /^files(\[\d+\])?$/;

/**
 * Parses the multipart appointment request before the access guard, so the guard reads codeDossier
 * from the body like for any other call. Only signed-in users may upload; files get random names
 * under the configured folder (the client's name is never a path) and are removed when the request
 * fails.
 */
@Injectable()
export class RendezVousUploadMiddleware implements NestMiddleware {
  private readonly upload: ReturnType<ReturnType<typeof multer>['any']>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const dir = config.rendezVous.filesDir;
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.upload = multer({
      storage: multer.diskStorage({ destination: dir, filename: (_req, _file, cb) => cb(null, randomUUID()) }),
      defParamCharset: 'utf8',
      // One more than allowed so that a fifth file is reported instead of silently cut.
      limits: { fileSize: RDV_MAX_FILE_BYTES, files: RDV_MAX_FILES + 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      fileFilter: (_req, file, cb) => (FILE_FIELD.test(file.fieldname) ? cb(null, true) : cb(AppException.validation([{ path: file.fieldname, message: 'Champ de fichier inattendu.' }]))),
    }).any();
  }

  /** Errors are thrown (not passed to next) so that the error filter answers with the envelope. */
  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (!req.session?.user || !req.is('multipart/form-data')) return next();
    res.on('finish', () => {
      if (res.statusCode >= 400) removeUploaded(req);
    });
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (err?: unknown) => {
        if (!err) return resolve();
        removeUploaded(req);
        reject(toValidation(err));
      });
    });
    next();
  }
}

export function uploadedFiles(req: Request): multer.File[] {
  const files = (req as Request & { files?: unknown }).files;
  return Array.isArray(files) ? (files as multer.File[]) : [];
}

export function removeUploaded(req: Request, only?: multer.File[]): void {
  for (const f of only ?? uploadedFiles(req)) fs.rm(f.path, { force: true }, () => undefined);
}

function toValidation(err: unknown): unknown {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return AppException.validation([{ path: err.field ?? 'files', message: M.fichierTropGros }]);
    if (err.code === 'LIMIT_FILE_COUNT') return AppException.validation([{ path: 'files', message: M.tropDeFichiers(RDV_MAX_FILES) }]);
    return AppException.validation([{ path: err.field ?? 'files', message: 'La requête contient trop de champs.' }]);
  }
  return err;
}
