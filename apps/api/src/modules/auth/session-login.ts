import type { SessionUser } from '@portail/contracts';
import type { Request } from 'express';

/** New session id on sign-in (no fixation); the CSRF token and return target survive. */
export function openSession(req: Request, user: SessionUser): Promise<void> {
  const { csrfToken, returnUrl } = req.session;
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.user = user;
      req.session.csrfToken = csrfToken;
      req.session.returnUrl = returnUrl;
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

export function closeSession(req: Request): Promise<void> {
  return new Promise((resolve) => req.session.destroy(() => resolve()));
}
