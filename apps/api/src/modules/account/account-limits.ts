import { AccountMessages } from '@portail/contracts';
import type { AppConfig } from '../../config/app-config';
import type { RateLimitRule } from '../../common/rate-limit/rate-limit-rule';

const WINDOW = 900;
const perAddress = (c: AppConfig) => ({ points: c.account.maxPerAddress, durationSeconds: WINDOW, blockSeconds: WINDOW });
const fixed = (points: number, durationSeconds: number) => ({ points, durationSeconds, blockSeconds: durationSeconds });
const rule = (name: string, limits: RateLimitRule['limits']): RateLimitRule => ({ name: `compte:${name}`, message: AccountMessages.tooManyRequests, limits });

/**
 * Rate limits of the unauthenticated account endpoints (architecture.md §4): per address,
 * ACCOUNT_MAX_PER_ADDRESS calls per 15 minutes; limits per account count the secrets already
 * issued (JetonService.countRecent).
 */
export const AccountLimits = {
  checkPerAddress: rule('checkPerAddress', perAddress),
  registerPerAddress: rule('registerPerAddress', perAddress),
  activatePerAddress: rule('activatePerAddress', perAddress),
  guidPerAddress: rule('guidPerAddress', perAddress),
  holderMailPerEmail: rule('holderMailPerEmail', fixed(1, 3600)),
  resendActivationPerAddress: rule('resendActivationPerAddress', perAddress),
  resendActivationPerCompte: rule('resendActivationPerCompte', fixed(3, 3600)),
  guidPerEmail: rule('guidPerEmail', fixed(5, WINDOW)),
  registerFailuresPerCode: rule('registerFailuresPerCode', fixed(5, WINDOW)),
  pwdforgotPerAddress: rule('pwdforgotPerAddress', perAddress),
  resetPerAddress: rule('resetPerAddress', perAddress),
  breachPerAddress: rule('breachPerAddress', fixed(120, 60)),
  confirmMailPerAddress: rule('confirmMailPerAddress', perAddress),
} satisfies Record<string, RateLimitRule>;
