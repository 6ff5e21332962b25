import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages, type SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { AppException } from '../../common/app.exception';
import { csrfToken } from './csrf.middleware';

/** How long after a sign-in on a pending account its activation link may be sent again without the password. */
const PENDING_ACTIVATION_MS = 30 * 60_000;

/**
 * New session id and a new CSRF token on sign-in (no fixation of either: the token fetched before
 * sign-in is refused after it, the client fetches the new one); only the return target survives.
 * The sign-in time starts the absolute lifetime.
 */
export async function openSession(req: Request, user: SessionUser): Promise<void> {
  const { returnUrl } = req.session;
  await req.session.regenerate();
  req.session.user = user;
  req.session.signedInAt = Date.now();
  req.session.returnUrl = returnUrl;
  req.session.client = { userAgent: (req.headers['user-agent'] ?? '').slice(0, 512), address: req.ip ?? '' };
  csrfToken(req);
  await req.session.save();
}

export async function closeSession(req: Request): Promise<void> {
  await req.session.destroy().catch(() => undefined);
}

/** The right password was given for an account not yet activated: this session alone may ask for a new link. */
export function rememberPendingActivation(req: Request, compteId: string): Promise<void> {
  req.session.pendingActivation = { compteId, until: Date.now() + PENDING_ACTIVATION_MS };
  return req.session.save();
}

/** The account this session proved the password of, while the proof is recent; null otherwise. */
export function pendingActivationOf(req: Request): string | null {
  const pending = req.session.pendingActivation;
  return pending && pending.until > Date.now() ? pending.compteId : null;
}

export function accountNotActivated(): AppException {
  return new AppException(HttpStatus.FORBIDDEN, { code: ErrorCode.AccountNotActivated, message: Messages.accountNotActivated, displayable: true });
}
