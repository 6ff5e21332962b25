import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { archiveDate, archiveName, archivesToPrune } from './retention';
import { nextRunAt, pruneArchives } from './schedule';

/** One archive a night at 01:30 UTC (02:30 in Paris in winter) from `first` to `last`, plus a manual one on some days. */
function nightly(first: string, last: string): string[] {
  const names: string[] = [];
  for (let t = Date.parse(`${first}T01:30:00Z`); t <= Date.parse(`${last}T01:30:00Z`); t += 86_400_000) names.push(archiveName(new Date(t)));
  return names;
}

describe('archive names', () => {
  it('name an archive by its UTC time to the second, and read it back', () => {
    const date = new Date('2026-11-28T01:30:05.123Z');
    expect(archiveName(date)).toBe('portail-2026-11-28T013005Z.tar');
    expect(archiveDate('portail-2026-11-28T013005Z.tar')).toEqual(new Date('2026-11-28T01:30:05Z'));
    for (const other of ['portail-2026-11-28T013005Z.tar.1a2b.partial', 'notes.txt', 'portail-2026-02-30T013005Z.tar', 'portail-latest.tar'])
      expect(archiveDate(other)).toBeNull();
  });
});

describe('retention: 7 daily, 4 weekly, 12 monthly', () => {
  it('keeps nothing to prune while there are fewer archives than the rule holds', () => {
    expect(archivesToPrune(nightly('2026-11-24', '2026-11-28'))).toEqual([]);
  });

  it('after two years of nightly archives keeps the last 7 days, the last of 4 ISO weeks and of 12 months', () => {
    const names = nightly('2024-12-01', '2026-11-28'); // Saturday 28 November 2026
    const pruned = new Set(archivesToPrune(names));
    const kept = names.filter((n) => !pruned.has(n)).map((n) => n.slice(8, 18));
    expect(kept).toEqual(
      [
        // Last days of the 11 months before (monthly).
        '2025-12-31',
        '2026-01-31',
        '2026-02-28',
        '2026-03-31',
        '2026-04-30',
        '2026-05-31',
        '2026-06-30',
        '2026-07-31',
        '2026-08-31',
        '2026-09-30',
        '2026-10-31',
        // Sundays ending the ISO weeks 45, 46 and 47 (weekly; week 48 and the month of November are the newest archive's).
        '2026-11-08',
        '2026-11-15',
        '2026-11-22',
        // The 7 last days (the newest also stands for its week 48 and its month).
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
      ].filter((d, i, all) => all.indexOf(d) === i),
    );
    expect(names.length - pruned.size).toBe(20);
  });

  it('keeps the newest archive of a day that has several, and prunes the others of that day once older than a week', () => {
    const names = [...nightly('2026-11-01', '2026-11-28'), 'portail-2026-11-10T150000Z.tar', 'portail-2026-11-28T120000Z.tar'];
    const pruned = archivesToPrune(names);
    expect(pruned).toContain('portail-2026-11-28T013000Z.tar');
    expect(pruned).not.toContain('portail-2026-11-28T120000Z.tar');
    expect(pruned).toContain('portail-2026-11-10T150000Z.tar');
    expect(pruned).toContain('portail-2026-11-10T013000Z.tar');
  });

  it('removes only pruned archives from the folder, never another file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    try {
      const names = nightly('2026-10-01', '2026-11-28');
      for (const name of [...names, 'notes.txt', 'portail-2026-11-28T013000Z.tar.ab12.partial']) fs.writeFileSync(path.join(dir, name), '');
      const removed = await pruneArchives(dir);
      expect(removed).toEqual(archivesToPrune(names));
      expect(fs.readdirSync(dir).sort()).toEqual(
        [...names.filter((n) => !removed.includes(n)), 'notes.txt', 'portail-2026-11-28T013000Z.tar.ab12.partial'].sort(),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the daily time', () => {
  it('is 02:30 in Paris: 01:30 UTC in winter, 00:30 UTC in summer, the next day once past', () => {
    expect(nextRunAt(new Date('2026-11-28T00:00:00Z'), '02:30', 'Europe/Paris')).toEqual(new Date('2026-11-28T01:30:00Z'));
    expect(nextRunAt(new Date('2026-11-28T01:30:00Z'), '02:30', 'Europe/Paris')).toEqual(new Date('2026-11-29T01:30:00Z'));
    expect(nextRunAt(new Date('2026-07-14T12:00:00Z'), '02:30', 'Europe/Paris')).toEqual(new Date('2026-07-15T00:30:00Z'));
    // The night the clocks go back (25 October 2026) and the one they go forward (29 March 2026).
    expect(nextRunAt(new Date('2026-10-24T12:00:00Z'), '04:00', 'Europe/Paris')).toEqual(new Date('2026-10-25T03:00:00Z'));
    expect(nextRunAt(new Date('2026-03-28T12:00:00Z'), '04:00', 'Europe/Paris')).toEqual(new Date('2026-03-29T02:00:00Z'));
  });
});
