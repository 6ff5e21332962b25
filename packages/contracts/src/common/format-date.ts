/**
 * French dates of the portal, always in the firm's time zone whatever the machine's (architecture.md §6):
 * 'DD/MM/YYYY', 'HH:mm' and 'DD/MM/YYYY à HH:mm'; a dash for an empty or invalid value.
 */
export const TIME_ZONE = 'Europe/Paris';
export const EMPTY_DATE = '-';

export type DateInput = Date | string | number | null | undefined;

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in the firm's time zone as 'YYYY-MM-DD' (a print at 00:30 in Paris is of that day, not the UTC one). */
export const parisIsoDay = (value: Date): string => isoDay.format(value);

/** A Date from a Date, a timestamp or a string; a bare 'YYYY-MM-DD' is a local calendar day. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const dateOnly = ISO_DATE_ONLY.exec(value.trim());
    date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value.trim());
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Parisian {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/** The wall-clock fields in Paris; a bare 'YYYY-MM-DD' is that calendar day at 00:00. */
function inParis(value: DateInput): Parisian | null {
  const dateOnly = typeof value === 'string' ? ISO_DATE_ONLY.exec(value.trim()) : null;
  if (dateOnly) {
    const [, year, month, day] = dateOnly as unknown as [string, string, string, string];
    const d = new Date(Number(year), Number(month) - 1, Number(day));
    return d.getMonth() === Number(month) - 1 && d.getDate() === Number(day) ? { year, month, day, hour: '00', minute: '00' } : null;
  }
  const date = toDate(value);
  if (!date) return null;
  const fields: Record<string, string> = {};
  for (const p of parts.formatToParts(date)) fields[p.type] = p.value;
  return { day: fields.day!, month: fields.month!, year: fields.year!, hour: fields.hour!, minute: fields.minute! };
}

/** 'DD/MM/YYYY' in Paris. */
export function formatDate(value: DateInput): string {
  const p = inParis(value);
  return p ? `${p.day}/${p.month}/${p.year}` : EMPTY_DATE;
}

/** 'HH:mm' (24 h) in Paris. */
export function formatTime(value: DateInput): string {
  const p = inParis(value);
  return p ? `${p.hour}:${p.minute}` : EMPTY_DATE;
}

/** 'DD/MM/YYYY à HH:mm' in Paris. */
export function formatDateTime(value: DateInput): string {
  const p = inParis(value);
  return p ? `${p.day}/${p.month}/${p.year} à ${p.hour}:${p.minute}` : EMPTY_DATE;
}
