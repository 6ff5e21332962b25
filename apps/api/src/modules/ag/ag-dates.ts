import { formatDate, TIME_ZONE } from '@portail/contracts';

/** Paris wall-clock times of the assembly, whatever the machine's zone (architecture.md §6). */

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parisFields(at: Date): { y: number; m: number; d: number; h: number; mi: number } {
  const f: Record<string, number> = {};
  for (const p of wallClock.formatToParts(at)) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return { y: f.year!, m: f.month!, d: f.day!, h: f.hour!, mi: f.minute! };
}

/** Minutes Paris is ahead of UTC at this instant (60 in winter, 120 in summer). */
function parisOffset(at: Date): number {
  const p = parisFields(at);
  return Math.round((Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi) - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** The instant of a wall-clock time in Paris on the Paris day of `day` ('18:30' on the meeting's day). */
export function parisTime(day: Date, hhmm: string): Date {
  const { y, m, d } = parisFields(day);
  const [h, mi] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, mi);
  const first = guess - parisOffset(new Date(guess)) * 60000;
  return new Date(guess - parisOffset(new Date(first)) * 60000);
}

/** The year in Paris: the current assembly is this year's, else the latest before it. */
export const anneeParis = (now = new Date()) => Number(formatDate(now).slice(6));
