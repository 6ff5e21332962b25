/**
 * French formatting (spec 01 §1 and §9, spec 02 §1), the only place the app formats values;
 * dates come from the shared formatter of contracts (Europe/Paris).
 *
 * Separator choice: every space produced here is a plain space (U+0020), both as thousands
 * separator and before a unit or the euro sign. Intl's narrow no-break space (U+202F) and
 * no-break space (U+00A0) are replaced so that displayed text, tests and copy-paste agree.
 * Elements showing amounts use the CSS class `nombre` (white-space: nowrap) to avoid line breaks.
 *
 * Empty, non-numeric, infinite or invalid values are shown as a dash '-'.
 */
import { parseDecimal } from '@portail/contracts';

export const EMPTY_VALUE = '-';

const KIBI = 1024;
const MEBI = 1024 * 1024;

// Dates are formatted in Europe/Paris by the one formatter of contracts, shared with the api's mails.
export { formatDate, formatDateTime, formatTime, toDate } from '@portail/contracts';

/** A finite number from a number or a numeric string ('1234.5', '1 234,5'), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = parseDecimal(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A stored number as a French user would type it back into a field: 2.75 → '2,75' (no grouping, every digit kept). */
export const toDecimalInput = (value: number) => String(value).replace('.', ',');

function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');
}

interface NumberFormatOptions {
  /** Unit written after the value, separated by a space: '%', 'ha', 'q/ha'... */
  unit?: string | null;
  /** Exact number of decimals; without it, up to 2 decimals and no trailing zeros. */
  precision?: number | null;
}

/** '1 234,5', '12,50 %' with precision 2 and unit '%', '-' when not a number. */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_VALUE;
  const precision = options.precision ?? null;
  const formatter = new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: precision ?? 0,
    maximumFractionDigits: precision ?? 2,
    signDisplay: 'negative',
  });
  const text = normaliseSpaces(formatter.format(number));
  return options.unit ? `${text} ${options.unit}` : text;
}

/** '1 234,56 €' (two decimals unless stated), '-' when not a number. */
export function formatEuros(value: unknown, precision = 2): string {
  return formatNumber(value, { unit: '€', precision });
}

/** Mo with one decimal above 1 048 576 bytes, otherwise Ko without decimals (spec 01 §9). */
export function formatFileSize(bytes: unknown): string {
  const size = toNumber(bytes);
  if (size === null || size < 0) return EMPTY_VALUE;
  if (size > MEBI) return formatNumber(size / MEBI, { unit: 'Mo', precision: 1 });
  // A file of a few bytes is not '0 Ko': any content counts as at least 1 Ko.
  return formatNumber(size > 0 ? Math.max(1, size / KIBI) : 0, { unit: 'Ko', precision: 0 });
}
