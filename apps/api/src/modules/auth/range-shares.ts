interface RangeState {
  /** Logins of the range's sign-ins in flight, running or waiting their turn. */
  logins: string[];
  running: number;
  turns: (() => void)[];
}

/**
 * Sign-ins of this process in flight per address range: `share` at once, as many more waiting their turn (the gate
 * answers each running one within its hold). Several people behind one address wait a moment; one address cannot
 * fill the password gate.
 */
export class RangeShares {
  private readonly ranges = new Map<string, RangeState>();

  constructor(private readonly share: number) {}

  /** The release of a place of the range, once one is free; null when as many wait already. */
  async take(range: string, login: string): Promise<(() => void) | null> {
    const state = this.ranges.get(range) ?? { logins: [], running: 0, turns: [] };
    this.ranges.set(range, state);
    if (state.running < this.share) {
      state.running++;
      state.logins.push(login);
    } else if (state.turns.length >= this.share) {
      return null;
    } else {
      state.logins.push(login);
      await new Promise<void>((resolve) => state.turns.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.logins.splice(state.logins.indexOf(login), 1);
      // The place passes straight to the next waiting, so `running` never dips while some wait.
      const next = state.turns.shift();
      if (next) next();
      else state.running--;
      if (!state.logins.length && !state.turns.length) this.ranges.delete(range);
    };
  }

  /** Ranges with sign-ins in flight, and their logins. */
  inFlight(): [string, string[]][] {
    return [...this.ranges].map(([range, state]) => [range, [...state.logins]]);
  }

  logins(range: string): string[] {
    return [...(this.ranges.get(range)?.logins ?? [])];
  }
}
