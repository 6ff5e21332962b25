import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@portail/contracts';
import { AppException } from '../../common/app.exception';

export interface PasswordGateLimits {
  /** argon2 computations running at once (each takes 64 MiB and a libuv thread for ~0.1 s). */
  maxConcurrent: number;
  /** computations waiting their turn; past it the call is refused at once. */
  maxWaiting: number;
  /** how long a sign-in waits for room in a full gate before its 503 (0: refused at once). */
  holdMs: number;
  /** sign-ins held at once; past it the refusal is immediate. */
  maxHeld: number;
}

interface Held {
  admit: () => void;
  timer: NodeJS.Timeout;
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
  private readonly held = new Set<Held>();
  private paced = 0;
  private readonly fullListeners = new Set<() => void>();

  constructor(private limits: PasswordGateLimits) {}

  configure(limits: PasswordGateLimits): void {
    this.limits = limits;
  }

  /**
   * Calls `listener` whenever a sign-in finds the gate full or it refuses a computation (sign-in-pressure.ts tells who caused
   * it); returns the unsubscription.
   */
  whenFull(listener: () => void): () => void {
    this.fullListeners.add(listener);
    return () => this.fullListeners.delete(listener);
  }

  /** Waits as a full gate would before refusing (holdMs, past maxHeld at once): a refusal answered at the pace of the hold. */
  async pace(): Promise<void> {
    if (this.limits.holdMs <= 0 || this.held.size + this.paced >= this.limits.maxHeld) return;
    this.paced++;
    await new Promise((resolve) => setTimeout(resolve, this.limits.holdMs));
    this.paced--;
  }

  get stats(): { running: number; waiting: number; held: number } {
    return { running: this.running, waiting: this.waiting.length, held: this.held.size + this.paced };
  }

  private get full(): boolean {
    return this.running >= this.limits.maxConcurrent && this.waiting.length >= this.limits.maxWaiting;
  }

  /**
   * Resolves when a computation would be accepted, checked before the work that leads to one (sign-in lookups).
   * A full gate holds the caller up to holdMs, then refuses: clients that retry at once (a flood) are then answered
   * at the pace of the hold rather than as fast as the event loop can refuse them, which would starve every read.
   */
  async admit(): Promise<void> {
    if (!this.full) return;
    this.pressed();
    if (this.limits.holdMs <= 0 || this.held.size + this.paced >= this.limits.maxHeld) throw this.busy();
    await new Promise<void>((resolve, reject) => {
      const entry: Held = {
        admit: resolve,
        timer: setTimeout(() => {
          this.held.delete(entry);
          reject(this.busy());
        }, this.limits.holdMs),
      };
      this.held.add(entry);
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.maxConcurrent) {
      if (this.waiting.length >= this.limits.maxWaiting) throw this.busy();
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
      this.admitHeld();
    }
  }

  private busy(): AppException {
    this.pressed();
    return busy();
  }

  private pressed(): void {
    for (const listener of this.fullListeners) listener();
  }

  private admitHeld(): void {
    const [first] = this.held;
    if (!first || this.full) return;
    this.held.delete(first);
    clearTimeout(first.timer);
    first.admit();
  }
}

function busy(): AppException {
  const ex = new AppException(HttpStatus.SERVICE_UNAVAILABLE, { code: ErrorCode.ServiceUnavailable, message: PASSWORD_BUSY_MESSAGE, displayable: true });
  return Object.assign(ex, { retryAfterSeconds: RETRY_AFTER_SECONDS });
}
