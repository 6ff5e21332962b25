import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';

const MEMORY_MAX_KEYS = 10_000;

export interface PressureState {
  /** Until when every sign-in needs the captcha (a flood from many ranges), 0 if none. */
  globalUntil: number;
  /** The caller's range or the account tried caused pressure lately. */
  marked: boolean;
}

/**
 * Sign-in pressure in Redis under the rate-limit prefix, so replicas agree: the flood from many ranges, the
 * ranges and accounts that caused one, the ranges met at a full gate. Memory takes over while Redis is down,
 * and what it holds is still read once Redis is back.
 */
export class PressureStore {
  /** key → expiry (ms); for the window, range → when it was met at a full gate. */
  private readonly memory = new Map<string, number>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  async read(range: string, login: string): Promise<PressureState> {
    const keys = [this.key('globale'), this.key(`plage:${range}`), this.key(`compte:${login}`)];
    const [global, ...marks] = keys.map((k) => this.remembered(k));
    const values = await this.redis.mget(...keys).catch(() => [null, null, null]);
    return {
      globalUntil: Math.max(global, Number(values[0] ?? 0)),
      marked: marks.some((until) => until > 0) || values.slice(1).some((v) => v !== null),
    };
  }

  async mark(ranges: string[], logins: string[]): Promise<void> {
    const keys = [...ranges.map((r) => this.key(`plage:${r}`)), ...logins.map((l) => this.key(`compte:${l}`))];
    if (!keys.length) return;
    const multi = this.redis.multi();
    for (const k of keys) multi.set(k, '1', 'PX', this.ttlMs);
    if (!(await run(multi))) for (const k of keys) remember(this.memory, k, Date.now() + this.ttlMs);
  }

  async setGlobal(until: number): Promise<void> {
    const key = this.key('globale');
    if (!(await run(this.redis.multi().set(key, String(until), 'PX', this.ttlMs)))) remember(this.memory, key, until);
  }

  /** Records the ranges met at a full gate now; returns how many distinct ones were met within the pressure's duration. */
  async rangesSeen(ranges: string[]): Promise<number> {
    const key = this.key('plages');
    const now = Date.now();
    const multi = this.redis.multi();
    if (ranges.length) multi.zadd(key, ...ranges.flatMap((r) => [now, r]));
    multi
      .zremrangebyscore(key, '-inf', now - this.ttlMs)
      .zcard(key)
      .pexpire(key, this.ttlMs);
    const results = await run(multi);
    if (results) return Number(results.at(-2));
    for (const r of ranges) remember(this.seen, r, now);
    for (const [r, at] of this.seen) if (at <= now - this.ttlMs) this.seen.delete(r);
    return this.seen.size;
  }

  private key(name: string): string {
    return `${this.prefix}pression:${name}`;
  }

  private remembered(key: string): number {
    const until = this.memory.get(key) ?? 0;
    if (until > Date.now()) return until;
    this.memory.delete(key);
    return 0;
  }
}

/** The commands' results, or null when Redis did not run them all. */
async function run(multi: ChainableCommander): Promise<unknown[] | null> {
  const results = await multi.exec().catch(() => null);
  if (!results || results.some(([error]) => error)) return null;
  return results.map(([, value]) => value);
}

/** Sets `key` last in insertion order, dropping the oldest entry past the cap. */
function remember(map: Map<string, number>, key: string, value: number): void {
  map.delete(key);
  if (map.size >= MEMORY_MAX_KEYS) map.delete(map.keys().next().value as string);
  map.set(key, value);
}
