import pino, { type Logger } from 'pino';

/** A write gathers the lines of this many bytes at least (pino writes what is left at exit)... */
const WRITE_MIN_BYTES = 4096;
/** ...or of this long, when fewer come: a quiet server's lines still show at once, give or take this. */
const FLUSH_EVERY_MS = 250;

/** pino-pretty is a development dependency: the production images have none, and log JSON whatever LOG_FORMAT says. */
function prettyInstalled(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** JSON lines (one object a line, for the log collector), or readable ones in development (`pretty`, pino-pretty). */
export function createLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  const options = { level, base: { service: 'portail' }, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] };
  if (format === 'pretty' && level !== 'silent' && prettyInstalled())
    return pino(options, pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' } }));
  // Written asynchronously and in batches: under load one write carries the lines of many requests, instead of one write each.
  const destination = pino.destination({ dest: 1, sync: false, minLength: WRITE_MIN_BYTES });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at exit, after its last write.
    }
  }, FLUSH_EVERY_MS).unref();
  return pino(options, destination);
}
