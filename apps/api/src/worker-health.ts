import http from 'node:http';
import { METRICS_PATH } from './common/metrics/metrics-endpoint';
import type { HealthProbes } from './modules/health/health-probes';

/**
 * The stand-alone worker's health port (WORKER_HEALTH_PORT, internal only): `/live` while the process turns (the
 * container's healthcheck), `/ready` while the database, Redis and the blob store answer (503 otherwise), and
 * `/metrics` through the handler given (the token's rule of the api's).
 */
export function serveWorkerHealth(probes: HealthProbes, port: number, metrics?: http.RequestListener): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'GET') return answer(405, { status: 'method-not-allowed' });
    if (metrics && req.url === METRICS_PATH) return metrics(req, res);
    if (req.url === '/live') return answer(200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
    if (req.url !== '/ready') return answer(404, { status: 'not-found' });
    probes.readiness().then(
      ({ ready, ...probes }) => answer(ready ? 200 : 503, { status: ready ? 'ready' : 'not-ready', ...probes }),
      () => answer(503, { status: 'not-ready' }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
