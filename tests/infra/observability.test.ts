import { describe, expect, it } from '@jest/globals';
import { prodCompose } from './support/compose';
import { readText } from './support/repo';

type Logging = { driver?: string; options?: Record<string, string> };

describe('docker-compose.prod.yml: logs, metrics and tracing', () => {
  it('rotates every service’s log (json-file, a size and a number of files)', () => {
    for (const [name, service] of Object.entries(prodCompose.services)) {
      const logging = (service as { logging?: Logging }).logging;
      expect({ name, driver: logging?.driver }).toEqual({ name, driver: 'json-file' });
      expect({ name, size: logging?.options?.['max-size'] }).toEqual({ name, size: expect.stringMatching(/^\d+m$/) });
      expect({ name, files: Number(logging?.options?.['max-file']) }).toEqual({ name, files: expect.any(Number) });
    }
  });

  it('passes METRICS_TOKEN and the OTEL_* variables to the api and the worker, never defaulted', () => {
    for (const name of ['api', 'worker']) {
      const env = prodCompose.services[name].environment!;
      expect(env.METRICS_TOKEN).toBe('${METRICS_TOKEN:-}');
      for (const variable of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_TRACES_EXPORTER', 'OTEL_SDK_DISABLED'])
        expect(env[variable]).toBe(`\${${variable}:-}`);
    }
  });

  it('publishes no port of the api or the worker: /metrics is scraped on the stack’s network only', () => {
    expect(prodCompose.services.api.ports).toBeUndefined();
    expect(prodCompose.services.worker.ports).toBeUndefined();
    expect(readText('apps/web/nginx.conf')).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });
});
