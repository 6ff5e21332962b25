import type { IncomingMessage } from 'node:http';
import type { NodeSDK } from '@opentelemetry/sdk-node';

/** Calls that would only fill the traces with probes: Prometheus's scrapes and the health checks. */
const UNTRACED = new Set(['/metrics', '/live', '/ready', '/api/health', '/api/health/live', '/api/health/ready']);

/**
 * Tracing is off unless the standard variables ask for it: OTEL_TRACES_EXPORTER (other than `none`), or an OTLP
 * endpoint (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); OTEL_SDK_DISABLED=true wins. An empty
 * variable (compose's `${VAR:-}`) is an unset one.
 */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  return exporters.length > 0 || !!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || !!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
}

/**
 * Starts OpenTelemetry's tracing for http, express, pg and ioredis, every other setting from the OTEL_* variables (the
 * exporter, its protocol — http/protobuf by default — sampling, resource attributes). It patches those modules as they
 * are loaded: call it before anything requires them. Only traces: metrics are Prometheus's (/metrics), logs stay lines.
 * The SDK is not even loaded when tracing is off.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): NodeSDK | undefined {
  if (!tracingWanted(env)) return undefined;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on, before what it instruments */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    // OTEL_SERVICE_NAME, when given, names the service instead.
    serviceName: env.OTEL_SERVICE_NAME?.trim() ? undefined : serviceName,
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED.has((req.url ?? '').split('?')[0]) }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return sdk;
}
