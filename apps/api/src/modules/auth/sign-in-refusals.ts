import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import { signInRefusals, type SignInRefusal } from '../../common/metrics/metrics';

const stated = new WeakMap<object, SignInRefusal>();

const BY_CODE: Partial<Record<string, SignInRefusal>> = {
  [ErrorCode.CaptchaRequired]: 'captcha-required',
  [ErrorCode.CaptchaInvalid]: 'captcha-invalid',
  [ErrorCode.TooManyRequests]: 'throttled',
  [ErrorCode.ServiceUnavailable]: 'busy',
};

/** The refusal `e` stands for, when its code alone cannot tell (a wrong password and an unknown login answer alike). */
export function refusal<E extends object>(reason: SignInRefusal, e: E): E {
  stated.set(e, reason);
  return e;
}

/** Counts a sign-in refused with `e` for /metrics, by its stated reason or its code; anything else is an error. */
export function countSignInRefusal(e: unknown): void {
  const response = e instanceof HttpException ? (e.getResponse() as { code?: string }) : undefined;
  const reason =
    (typeof e === 'object' && e !== null && stated.get(e)) ||
    BY_CODE[response?.code ?? ''] ||
    (e instanceof HttpException && e.getStatus() === HttpStatus.TOO_MANY_REQUESTS ? 'throttled' : 'error');
  signInRefusals.inc({ reason });
}
