import { AG_HORAIRES } from '@portail/contracts';
import { parisTime } from './ag-dates';

/** A small RFC 5545 writer for the AG invitation: UTC date-times, escaped texts, lines folded at 75 octets, CRLF. */

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
export const escapeIcsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface AgIcsInput {
  /** Stable per invitation: a new answer updates the same events in the calendar. */
  uid: string;
  millesime: number;
  dateAg: Date;
  lieu: string;
  entityName: string;
  /** Forums are for members only (spec 02 §9). */
  avecForums: boolean;
  /** DTSTAMP: when the file was written. */
  now: Date;
}

/** End times are ours (the spec gives only the starts): forums until 18:00, the meeting until the party, the party 2h30. */
const FIN = { forums: '18:00', assemblee: AG_HORAIRES.soiree, soiree: '23:00' } as const;

export function buildAgIcs(i: AgIcsInput): string {
  const events = [
    ...(i.avecForums
      ? [{ key: 'forums', titre: `Forums — Assemblée générale ${i.entityName} ${i.millesime}`, debut: AG_HORAIRES.forums, fin: FIN.forums }]
      : []),
    { key: 'assemblee', titre: `Assemblée générale ${i.entityName} ${i.millesime}`, debut: AG_HORAIRES.assemblee, fin: FIN.assemblee },
    { key: 'soiree', titre: `Soirée de l'assemblée générale ${i.entityName} ${i.millesime}`, debut: AG_HORAIRES.soiree, fin: FIN.soiree },
  ];
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeIcsText(i.entityName)}//Portail adherents//FR`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.key}-${i.uid}`,
      `DTSTAMP:${utc(i.now)}`,
      `DTSTART:${utc(parisTime(i.dateAg, e.debut))}`,
      `DTEND:${utc(parisTime(i.dateAg, e.fin))}`,
      `SUMMARY:${escapeIcsText(e.titre)}`,
      `LOCATION:${escapeIcsText(i.lieu)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}
