import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { httpDuration, httpRequests } from './metrics/metrics';

declare module 'node:http' {
  interface IncomingMessage {
    /** The correlation id of the call: the client's X-Correlation-Id (64 characters at most) or a new one. */
    id: string;
  }
}

const UNLOGGED = new Set(['/api/health', '/metrics']);

/**
 * The route as declared (`/api/dossiers/:code/documents`), never the URL: ids would make a series per call. Calls no
 * route answered (static files, the SPA, 404s, the development provider) share one label.
 */
function routeOf(req: Request): string {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
}

/**
 * One log line per call, when its answer is sent or the client leaves: method, path, status, duration and the
 * correlation id also returned in X-Correlation-Id; the same call counted and timed for /metrics by its route. No
 * child logger, no copy of the headers: it runs on every call.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-correlation-id'];
    const id = (typeof given === 'string' && given.slice(0, 64)) || randomUUID();
    req.id = id;
    res.setHeader('x-correlation-id', id);
    const logged = !UNLOGGED.has(req.url);
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const elapsed = performance.now() - started;
      const labels = { method: req.method, route: routeOf(req), status: res.writableFinished ? String(res.statusCode) : 'aborted' };
      httpRequests.inc(labels);
      httpDuration.observe(labels, elapsed / 1000);
      if (!logged) return;
      const responseTime = Math.round(elapsed);
      const line = { reqId: id, req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime };
      if (res.writableFinished) logger.info(line, 'request completed');
      else logger.warn(line, 'request aborted');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
