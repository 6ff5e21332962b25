import { startTracing } from './tracing';

/**
 * cli.ts's first import, so that tracing patches http, express, pg and ioredis before anything loads them: the
 * portal (`start`) traces as portail-api, the worker (`worker`) as portail-worker; the other commands are not traced.
 */
const SERVICES: Partial<Record<string, string>> = { start: 'portail-api', worker: 'portail-worker' };

const service = SERVICES[process.argv[2] ?? ''];
if (service) startTracing(service);
