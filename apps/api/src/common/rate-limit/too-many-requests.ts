import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import { AppException } from '../app.exception';

/** When a 429 does not say how long to wait (a limit counted elsewhere than the rate-limit service). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A 429 that knows when the caller may try again: the error filter sends it as `Retry-After`. */
export class TooManyRequestsException extends AppException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number = DEFAULT_RETRY_AFTER_SECONDS,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, { code: ErrorCode.TooManyRequests, message, displayable: true });
  }
}

/** Seconds an exception asks the caller to wait (its `retryAfterSeconds`), at least 1; undefined when it says nothing. */
export function statedRetryAfter(exception: unknown): number | undefined {
  const seconds = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** Seconds for the `Retry-After` header of any 429, at least 1. */
export function retryAfterSeconds(exception: unknown): number {
  return statedRetryAfter(exception) ?? DEFAULT_RETRY_AFTER_SECONDS;
}
