import { Messages } from '@portail/contracts';
import type { RateLimitRule } from '../../common/rate-limit/rate-limit-rule';

/** Failed sign-ins per login, whether the account exists or not. */
export const loginFailures: RateLimitRule = {
  name: 'login-fail',
  message: Messages.tooManyAttempts,
  limits: (c) => ({ points: c.login.maxFailures, durationSeconds: c.login.blockSeconds, blockSeconds: c.login.blockSeconds }),
};

/** Every sign-in attempt per client address. */
export const loginPerAddress: RateLimitRule = {
  name: 'login-ip',
  message: Messages.tooManyAttempts,
  limits: (c) => ({ points: c.login.maxPerAddress, durationSeconds: c.login.blockSeconds, blockSeconds: c.login.blockSeconds }),
};
