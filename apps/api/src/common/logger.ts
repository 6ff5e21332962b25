import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'portail' }, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] });
}
