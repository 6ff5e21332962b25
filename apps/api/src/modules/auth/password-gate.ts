import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import { AppException } from '../../common/app.exception';

export interface PasswordGateLimits {
  /** argon2 computations running at once (each takes 64 MiB and a libuv thread for ~0.1 s). */
  maxConcurrent: number;
  /** computations waiting their turn; past it the call is refused at once. */
  maxWaiting: number;
}

export const PASSWORD_BUSY_MESSAGE = 'Le service est momentanément très sollicité. Veuillez réessayer dans quelques instants.';
const RETRY_AFTER_SECONDS = 2;

/**
 * Bounds concurrent argon2 work in the process, so a sign-in flood waits in a short queue or is
 * refused (503, Retry-After) instead of taking every thread and the memory from signed-in users.
 */
export class PasswordGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limits: PasswordGateLimits) {}

  configure(limits: PasswordGateLimits): void {
    this.limits = limits;
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Refuses at once when a computation would be refused now: callers check it before work that leads to one (sign-in lookups). */
  assertRoom(): void {
    if (this.running >= this.limits.maxConcurrent && this.waiting.length >= this.limits.maxWaiting) throw busy();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.maxConcurrent) {
      if (this.waiting.length >= this.limits.maxWaiting) throw busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so the count never dips below the limit while some wait.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

function busy(): AppException {
  const ex = new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: PASSWORD_BUSY_MESSAGE, displayable: true });
  return Object.assign(ex, { retryAfterSeconds: RETRY_AFTER_SECONDS });
}
