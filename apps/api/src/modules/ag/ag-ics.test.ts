import { parisTime } from './ag-dates';
import { buildAgIcs, escapeIcsText, foldIcsLine } from './ag-ics';

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('AG calendar invitation (RFC 5545)', () => {
  it('places Paris wall-clock times in UTC, summer and winter', () => {
    expect(parisTime(new Date('2026-06-12T10:00:00Z'), '18:30').toISOString()).toBe('2026-06-12T16:30:00.000Z');
    expect(parisTime(new Date('2026-12-03T10:00:00Z'), '18:30').toISOString()).toBe('2026-12-03T17:30:00.000Z');
    // The Paris day counts: 23:30 UTC on 12 June is already 13 June in Paris.
    expect(parisTime(new Date('2026-06-12T23:30:00Z'), '13:30').toISOString()).toBe('2026-06-13T11:30:00.000Z');
  });

  it('escapes texts and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('Salle 1, étage; côté\\nord\nB')).toBe('Salle 1\\, étage\\; côté\\\\nord\\nB');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('writes the meeting, the party and, for members, the forums', () => {
    const base = {
      uid: 'abc',
      millesime: 2026,
      dateAg: new Date('2026-06-12T16:30:00Z'),
      lieu: 'Reims, Centre des congrès',
      entityName: 'CDER',
      now: new Date('2026-05-01T08:00:00Z'),
    };
    const ics = buildAgIcs({ ...base, avecForums: true });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    const text = unfold(ics);
    expect(text).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('UID:forums-abc\r\nDTSTAMP:20260501T080000Z\r\nDTSTART:20260612T113000Z');
    expect(text).toContain('UID:assemblee-abc\r\nDTSTAMP:20260501T080000Z\r\nDTSTART:20260612T163000Z\r\nDTEND:20260612T183000Z');
    expect(text).toContain('UID:soiree-abc\r\nDTSTAMP:20260501T080000Z\r\nDTSTART:20260612T183000Z');
    expect(text).toContain('LOCATION:Reims\\, Centre des congrès');
    const staff = unfold(buildAgIcs({ ...base, avecForums: false }));
    expect(staff.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(staff).not.toContain('Forums');
  });
});
