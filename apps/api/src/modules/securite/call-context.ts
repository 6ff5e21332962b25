import type { Request } from 'express';
import type { CallContext } from './sessions.service';

/** This call's session, address and browser, as the journal and the session rules need them. */
export function callContext(req: Request): CallContext {
  return { sid: req.session.id, address: req.ip ?? '', userAgent: (req.headers['user-agent'] ?? '').slice(0, 512) };
}
