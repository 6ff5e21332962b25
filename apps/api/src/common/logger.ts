import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  // Written asynchronously: under load the lines of many requests leave in one write instead of one blocking write each.
  return pino(
    { level, base: { service: 'portail' }, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] },
    pino.destination({ dest: 1, sync: false }),
  );
}
