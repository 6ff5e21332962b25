import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const METRICS_PATH = '/metrics';

export interface MetricsText {
  contentType: string;
  body: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` for Prometheus on the internal network, on the api's port and the worker's health port: 404 without
 * METRICS_TOKEN (nothing to find), 401 without its `Authorization: Bearer`. Digests of equal length let the compare
 * take the same time whatever the token sent.
 */
export function metricsHandler(token: string | undefined, scrape: () => Promise<MetricsText>) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const plain = (status: number, text: string, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(text);
    };
    if (!expected) return plain(404, 'Not Found\n');
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) return plain(401, 'Unauthorized\n', { 'www-authenticate': 'Bearer' });
    scrape().then(
      (metrics) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(metrics.body),
      () => plain(500, 'metrics unavailable\n'),
    );
  };
}
