import { formatDateTime, toDate } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** « à l’instant », « il y a 5 min », « il y a 3 h », then « le 12/03/2026 à 14:05 » beyond a day. */
export function formatSince(value: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '-';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'à l’instant';
  if (elapsed < HOUR) return `il y a ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < 24 * HOUR) return `il y a ${Math.floor(elapsed / HOUR)} h`;
  return `le ${formatDateTime(date)}`;
}

export function codesLeftText(count: number): string {
  if (count <= 0) return 'Aucun code de secours restant';
  return count === 1 ? '1 code de secours restant' : `${count} codes de secours restants`;
}

/** Few enough recovery codes left to suggest new ones. */
export const RECOVERY_CODES_WARNING = 3;
