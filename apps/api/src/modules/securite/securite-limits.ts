import { SecuriteMessages } from '@portail/contracts';
import type { RateLimitRule } from '../../common/rate-limit/rate-limit-rule';

/** Wrong second-factor codes per account: past the limit a solved captcha is required (never a block on the owner). */
export const secondFactorFailures: RateLimitRule = {
  name: 'second-facteur-echec',
  message: SecuriteMessages.tooManyCodes,
  limits: (c) => ({ points: c.login.maxFailures, durationSeconds: c.login.blockSeconds, blockSeconds: c.login.blockSeconds }),
};

/** Codes checked from the account area per account (setup, new recovery codes, deactivation). */
export const accountCodeAttempts: RateLimitRule = {
  name: 'compte-code-totp',
  message: SecuriteMessages.tooManyCodes,
  limits: (c) => ({ points: c.login.maxFailures * 2, durationSeconds: c.login.blockSeconds, blockSeconds: c.login.blockSeconds }),
};
