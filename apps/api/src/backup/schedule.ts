import fs from 'node:fs';
import path from 'node:path';
import { archivesToPrune } from './retention';

/** How far ahead of UTC the wall clock of `timeZone` is at `instant`, in ms. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The next instant after `now` at which the clock of `timeZone` reads `at` (HH:MM), summer time included. */
export function nextRunAt(now: Date, at: string, timeZone: string): Date {
  const [hour, minute] = at.split(':').map(Number);
  const today = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  for (let days = 0; ; days++) {
    const wall = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour, minute);
    // Twice: the offset of the first guess may be the other side of a change of time.
    const guess = wall - zoneOffsetMs(new Date(wall), timeZone);
    const instant = new Date(wall - zoneOffsetMs(new Date(guess), timeZone));
    if (instant > now) return instant;
  }
}

/** Applies the retention rule to the archives of `dir`; returns the names removed. */
export async function pruneArchives(dir: string): Promise<string[]> {
  const removed = archivesToPrune(await fs.promises.readdir(dir));
  for (const name of removed) await fs.promises.rm(path.join(dir, name), { force: true });
  return removed;
}

/**
 * `backup --schedule`, the production compose's backup service (no cron in the containers): sleeps until the next
 * BACKUP_AT in BACKUP_TZ, backs up, prunes, and so on every day. A failed night is logged and the next one tried.
 */
export async function runSchedule(at: string, timeZone: string, backupOnce: () => Promise<void>, log: (m: string) => void): Promise<never> {
  // PID 1 of a container gets no default SIGTERM handler: `docker compose stop` would wait for its SIGKILL.
  process.once('SIGTERM', () => process.exit(0));
  for (;;) {
    const next = nextRunAt(new Date(), at, timeZone);
    log(`Prochaine sauvegarde : ${next.toLocaleString('fr-FR', { timeZone })} (${timeZone}).`);
    await new Promise((resolve) => setTimeout(resolve, next.getTime() - Date.now()));
    try {
      await backupOnce();
    } catch (error) {
      log(`Sauvegarde échouée : ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
