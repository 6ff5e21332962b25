import { ErrorCode, type ErrorEnvelope } from '@portail/contracts';
import express from 'express';

/**
 * A JSON body parser with its own limit for one route (a file sent as base64 in JSON), mounted after the
 * session and before the api's 1 MB parser, which then skips the already-parsed body. Only a signed-in
 * caller gets the larger limit: an anonymous body stays under the 1 MB parser, and the guard answers 401.
 * Over the limit: 413 with the route's own message in the envelope.
 */
export function largeJsonBody(limit: number, tooLargeMessage: string): express.RequestHandler[] {
  const json = express.json({ limit });
  const parse: express.RequestHandler = (req, res, next) => (req.session?.user ? json(req, res, next) : next());
  const tooLarge: express.ErrorRequestHandler = (err: unknown, req, res, next) => {
    if ((err as { type?: unknown } | null)?.type !== 'entity.too.large') return next(err);
    const envelope: ErrorEnvelope = {
      statusCode: 413,
      code: ErrorCode.PayloadTooLarge,
      message: tooLargeMessage,
      displayable: true,
      correlationId: String((req as { id?: unknown }).id ?? 'inconnu'),
    };
    res.status(413).json(envelope);
  };
  return [parse, tooLarge as unknown as express.RequestHandler];
}
