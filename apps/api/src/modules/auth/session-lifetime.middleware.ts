import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * The absolute lifetime of a signed-in session: the cookie rolls with activity, but past
 * `SESSION_ABSOLUTE_HOURS` after sign-in the session is destroyed and the call goes on anonymous
 * (401 from the access guard where a user is required).
 */
export function sessionLifetimeMiddleware(config: AppConfig): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const session = req.session;
    if (!session?.user) return next();
    // Sessions opened before the rule existed start their lifetime now.
    session.signedInAt ??= Date.now();
    if (Date.now() - session.signedInAt < config.session.absoluteMs) return next();
    // A new empty session: the old one is removed from the store, later middleware still finds req.session.
    session.regenerate().then(() => next(), next);
  };
}
