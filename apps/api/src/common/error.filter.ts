import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode, type ErrorEnvelope, Messages } from '@portail/contracts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { retryAfterSeconds, statedRetryAfter } from './rate-limit/too-many-requests';
import { BlobNotFoundError } from './storage/blob-store';
import { isBlobStoreUnavailable } from './storage/blob-store-unavailable';

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.Validation,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  429: ErrorCode.TooManyRequests,
  503: ErrorCode.ServiceUnavailable,
};

/** Turns every error into the envelope of architecture.md §3; unknown errors never leak details. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const correlationId = String(req.id ?? 'inconnu');
    const envelope = this.toEnvelope(exception, correlationId);
    if (envelope.statusCode >= 500) {
      this.logger.error({ err: exception, correlationId, path: req.originalUrl }, 'Erreur non gérée');
    }
    if (res.headersSent) return;
    // Every 429 says when to come back (RFC 9110 §10.2.3), whichever limit sent it; a busy 503 may say it too.
    if (envelope.statusCode === HttpStatus.TOO_MANY_REQUESTS || statedRetryAfter(exception) !== undefined) {
      res.setHeader('Retry-After', String(retryAfterSeconds(exception)));
    }
    res.status(envelope.statusCode).json(envelope);
  }

  private toEnvelope(exception: unknown, correlationId: string): ErrorEnvelope {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      if (typeof body === 'object' && body !== null && 'code' in body && 'displayable' in body) {
        return { statusCode, ...(body as Omit<ErrorEnvelope, 'statusCode' | 'correlationId'>), correlationId };
      }
      if (statusCode >= 500) return internal(correlationId);
      return { statusCode, code: codeByStatus[statusCode] ?? ErrorCode.Validation, message: defaultMessage(statusCode), displayable: false, correlationId };
    }
    // A file a row still names but the store no longer holds (removed meanwhile): the client's 404, never a 500.
    if (exception instanceof BlobNotFoundError) {
      return { statusCode: 404, code: ErrorCode.NotFound, message: BLOB_GONE, displayable: true, correlationId };
    }
    if (isDatabaseUnavailable(exception) || isBlobStoreUnavailable(exception)) {
      return { statusCode: 503, code: ErrorCode.ServiceUnavailable, message: UNAVAILABLE, displayable: true, correlationId };
    }
    if (isBodyParserError(exception)) {
      return {
        statusCode: exception.status,
        code: ErrorCode.Validation,
        message: 'Le corps de la requête est invalide.',
        displayable: true,
        issues: [],
        correlationId,
      };
    }
    return internal(correlationId);
  }
}

function internal(correlationId: string): ErrorEnvelope {
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: ErrorCode.Internal, message: Messages.internal, displayable: false, correlationId };
}

function defaultMessage(status: number): string {
  if (status === 401) return Messages.unauthenticated;
  if (status === 403) return Messages.forbidden;
  if (status === 404) return Messages.notFound;
  if (status === 429) return Messages.tooManyAttempts;
  return Messages.validation;
}

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
const BLOB_GONE = 'Ce fichier n’est plus disponible.';

/** Connection refused or lost, server shutting down or starting (SQLSTATE classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cause = e, depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/.test(message)) return true;
    cause = (cause as { driverError?: unknown; cause?: unknown }).driverError ?? (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** body-parser's refusals (JSON that does not parse, too large, unknown charset...) are the client's fault: a 4xx, never a 500. */
function isBodyParserError(e: unknown): e is { status: number } {
  if (typeof e !== 'object' || e === null || !('type' in e) || !('status' in e)) return false;
  const { type, status } = e as { type: unknown; status: unknown };
  return (
    typeof type === 'string' && (type.startsWith('entity.') || type.endsWith('.unsupported')) && typeof status === 'number' && status >= 400 && status < 500
  );
}
