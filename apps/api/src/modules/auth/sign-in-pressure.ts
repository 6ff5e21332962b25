import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { passwordGate } from './password';
import { PressureStore } from './pressure-store';
import { RangeShares } from './range-shares';

/**
 * Who must prove work before a password is tried, so that pressure from one address range (/24, /64) changes no one
 * else's sign-in (ADR 0010). A range has half the password gate at once and as many waiting their turn; past that, or when it has
 * two sign-ins or more in flight as the gate fills, that range and the accounts it tries need the captcha for
 * PASSWORD_PRESSURE_SECONDS. Every sign-in needs it only once more ranges than the gate holds met it full within that
 * time: a flood from many addresses.
 */
@Injectable()
export class SignInPressure implements OnModuleInit, OnModuleDestroy {
  private readonly store: PressureStore;
  private readonly shares: RangeShares;
  private readonly ttlMs: number;
  private readonly manyRanges: number;
  private globalUntil = 0;
  private observing = false;
  private observeAgain = false;
  private unsubscribe: () => void = () => undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const { pressureMs, maxConcurrent, maxWaiting } = config.passwords;
    this.ttlMs = pressureMs;
    // A full gate holds maxConcurrent + maxWaiting sign-ins plus the one that found it full: from this many ranges, each
    // may have sent one only, and no range is to blame.
    this.manyRanges = maxConcurrent + maxWaiting + 1;
    this.shares = new RangeShares(Math.max(1, Math.floor((maxConcurrent + maxWaiting) / 2)));
    this.store = new PressureStore(redis, config.rateLimitPrefix, pressureMs);
  }

  onModuleInit(): void {
    this.unsubscribe = passwordGate.whenFull(() => this.gateFull());
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /** A flood from many ranges, seen here or by a replica (learnt at this process's last read). */
  get global(): boolean {
    return Date.now() < this.globalUntil;
  }

  /**
   * A place among the range's sign-ins in flight, released once answered; null when the range has its share running and
   * as many waiting: it is then marked with the accounts it tries, and the refusal comes at the pace of a full gate.
   */
  async enter(range: string, login: string): Promise<(() => void) | null> {
    if (this.ttlMs <= 0) return () => undefined;
    const place = await this.shares.take(range, login);
    if (place) return place;
    await this.store.mark([range], [...new Set([...this.shares.logins(range), login])]);
    await passwordGate.pace();
    return null;
  }

  /** Whether this sign-in must carry the captcha: a flood from many ranges, or its range or account caused pressure. */
  async mustProve(range: string, login: string): Promise<boolean> {
    if (this.ttlMs <= 0) return false;
    const state = await this.store.read(range, login);
    this.globalUntil = Math.max(this.globalUntil, state.globalUntil);
    return this.global || state.marked;
  }

  /** Called by the gate, one observation at a time: a flood meets the full gate with many sign-ins at once. */
  private gateFull(): void {
    if (this.ttlMs <= 0) return;
    if (this.observing) {
      this.observeAgain = true;
      return;
    }
    this.observing = true;
    void this.observe()
      .catch(() => undefined)
      .finally(() => {
        this.observing = false;
        if (!this.observeAgain) return;
        this.observeAgain = false;
        this.gateFull();
      });
  }

  private async observe(): Promise<void> {
    const inFlight = this.shares.inFlight();
    const causes = inFlight.filter(([, logins]) => logins.length >= 2);
    await this.store.mark(
      causes.map(([range]) => range),
      [...new Set(causes.flatMap(([, logins]) => logins))],
    );
    if ((await this.store.rangesSeen(inFlight.map(([range]) => range))) < this.manyRanges) return;
    this.globalUntil = Date.now() + this.ttlMs;
    await this.store.setGlobal(this.globalUntil);
  }
}
