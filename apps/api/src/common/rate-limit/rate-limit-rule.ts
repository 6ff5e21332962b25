import type { AppConfig } from '../../config/app-config';

export interface RateLimits {
  points: number;
  durationSeconds: number;
  /** Once over the limit the key stays blocked this long; without it, until the window ends. */
  blockSeconds?: number;
}

/** One limit: at most `points` calls per key (trimmed, lower case) and window. */
export interface RateLimitRule {
  /** Part of the Redis key after the configured prefix, e.g. `login-fail`; unique per rule. */
  readonly name: string;
  /** French message of the 429 answer. */
  readonly message: string;
  readonly limits: RateLimits | ((config: AppConfig) => RateLimits);
}
