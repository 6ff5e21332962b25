/** Archives are named by their UTC creation time, to the second: `portail-2026-11-28T013000Z.tar`. */
const NAME = /^portail-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/;

export const archiveName = (date: Date) => `portail-${date.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar`;

/** The creation time a name says, or null for any other file (never pruned). */
export function archiveDate(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

export interface RetentionRule {
  daily: number;
  weekly: number;
  monthly: number;
}

/** 7 daily, 4 weekly, 12 monthly: a year back, densest over the last week. */
export const RETENTION: RetentionRule = { daily: 7, weekly: 4, monthly: 12 };

const day = (d: Date) => d.toISOString().slice(0, 10);
const month = (d: Date) => d.toISOString().slice(0, 7);

/** ISO 8601 week (Monday first; week 1 holds the year's first Thursday), as `2026-W48`. */
function isoWeek(d: Date): string {
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7)));
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * 86_400_000));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The archives to delete: each rule keeps the newest archive of each of its most recent periods (days, ISO weeks,
 * months) that have one, up to its count; an archive any rule keeps stays. Other files are never named.
 */
export function archivesToPrune(names: readonly string[], rule: RetentionRule = RETENTION): string[] {
  const dated = names
    .map((name) => ({ name, date: archiveDate(name) }))
    .filter((a): a is { name: string; date: Date } => a.date !== null)
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const kept = new Set<string>();
  for (const [count, period] of [
    [rule.daily, day],
    [rule.weekly, isoWeek],
    [rule.monthly, month],
  ] as const) {
    const seen = new Set<string>();
    for (const archive of dated) {
      const key = period(archive.date);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(archive.name);
    }
  }
  return dated.filter((a) => !kept.has(a.name)).map((a) => a.name);
}
