import type { SessionUser } from '@portail/contracts';
import type { Request } from 'express';
import { csrfToken } from './csrf.middleware';

/**
 * New session id and a new CSRF token on sign-in (no fixation of either: the token fetched before
 * sign-in is refused after it, the client fetches the new one); only the return target survives.
 * The sign-in time starts the absolute lifetime.
 */
export function openSession(req: Request, user: SessionUser): Promise<void> {
  const { returnUrl } = req.session;
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.user = user;
      req.session.signedInAt = Date.now();
      req.session.returnUrl = returnUrl;
      csrfToken(req);
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

export function closeSession(req: Request): Promise<void> {
  return new Promise((resolve) => req.session.destroy(() => resolve()));
}
