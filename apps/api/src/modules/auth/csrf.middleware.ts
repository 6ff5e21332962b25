import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, Messages } from '@portail/contracts';
import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfToken(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = randomBytes(24).toString('base64url');
  return req.session.csrfToken;
}

/** Synchronizer token: state-changing api calls must echo the session's token in x-csrf-token. */
export function csrfMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (SAFE.has(req.method)) return next();
  const expected = req.session?.csrfToken;
  const given = req.headers['x-csrf-token'];
  if (expected && typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    return next();
  }
  res.status(403).json({ statusCode: 403, code: ErrorCode.CsrfInvalid, message: Messages.csrf, displayable: true, correlationId: String(req.id ?? '') });
}
