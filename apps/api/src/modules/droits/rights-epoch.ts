/** How long an epoch seen with a session read stays usable: past it (no call lately, a job) the copies are not trusted. */
const FRESH_MS = 1000;

/**
 * The rights epoch (sequence `droits_epoch`) as the latest session reads of this process returned it. Every
 * rights change advances it after emptying the shared cache; a call whose session read returned epoch n only
 * trusts copies of rights fetched while the process already knew n, so a change is seen by every replica from
 * the first call whose session read follows it, as with the shared cache alone.
 */
export class RightsEpoch {
  /** Read along with the session, in the same query (a new sequence's first nextval leaves last_value as it was: is_called counts). */
  static readonly SQL = '(SELECT last_value + is_called::int FROM droits_epoch)';
  /** Advances the epoch; a sequence's nextval is seen at once by every session, whatever their transactions. */
  static readonly ADVANCE_SQL = "SELECT nextval('droits_epoch')";

  private value = -1;
  private seenAt = 0;

  /** What a session read returned (bigint as text). Never goes back: an older read finishing late must not revive older copies. */
  observe(raw: string | number | null): void {
    const value = Number(raw);
    if (!Number.isSafeInteger(value)) return;
    if (value > this.value) this.value = value;
    this.seenAt = Date.now();
  }

  /** The epoch copies must carry to be trusted, or -1 when no session read returned it lately. */
  current(): number {
    return Date.now() - this.seenAt <= FRESH_MS ? this.value : -1;
  }
}

/** One per process: the session store writes it, the rights cache reads it. */
export const rightsEpoch = new RightsEpoch();
