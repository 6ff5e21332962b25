/** A store that does not answer: refused, cut, timed out, unreachable or unresolved. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The SDK's retry wraps what it does not take for an Error (one of another realm) in "AWS SDK error wrapper for …": only the message says. */
const NETWORK_MESSAGE = new RegExp(`\\b(${[...NETWORK_CODES].join('|')})\\b`);

/**
 * The S3 store did not answer or failed on its side: the AWS SDK's network errors (and their causes),
 * its timeouts (TimeoutError) and a 5xx (InternalError, ServiceUnavailable, SlowDown) once its retries
 * are spent. Its 4xx (access refused, bad request) are not: those are ours to fix, a 500.
 */
export function isBlobStoreUnavailable(e: unknown): boolean {
  for (let cause = e, depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth++) {
    const { code, name, message, $metadata } = cause as { code?: unknown; name?: unknown; message?: unknown; $metadata?: { httpStatusCode?: unknown } };
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (typeof message === 'string' && $metadata && NETWORK_MESSAGE.test(message)) return true;
    if (name === 'TimeoutError') return true;
    if (typeof $metadata?.httpStatusCode === 'number' && $metadata.httpStatusCode >= 500) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
