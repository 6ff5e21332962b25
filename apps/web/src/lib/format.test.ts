import { EMPTY_VALUE, formatDate, formatDateTime, formatEuros, formatFileSize, formatNumber, formatTime, toDate, toNumber } from './format';

// Instants are written in UTC: the formatter shows them in Europe/Paris whatever the machine's zone.
describe('formatDate', () => {
  it('writes DD/MM/YYYY with leading zeros, in Paris', () => {
    expect(formatDate(new Date('2024-01-05T08:07:00Z'))).toBe('05/01/2024');
    expect(formatDate(new Date('1999-12-31T12:00:00Z'))).toBe('31/12/1999');
  });

  it('takes the Paris calendar day near midnight UTC', () => {
    expect(formatDate(new Date('2024-03-14T23:30:00Z'))).toBe('15/03/2024');
    expect(formatDate('2024-07-14T22:10:00Z')).toBe('15/07/2024');
    expect(formatDate(new Date('2024-07-14T21:59:00Z'))).toBe('14/07/2024');
  });

  it('reads a bare ISO date as that calendar day, whatever the time zone', () => {
    expect(formatDate('2024-03-15')).toBe('15/03/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDateTime('2024-02-29')).toBe('29/02/2024 à 00:00');
    expect(formatDate('2023-02-29')).toBe('-');
  });

  it('accepts timestamps and full ISO strings', () => {
    const instant = new Date('2023-07-14T21:59:00Z');
    expect(formatDate(instant.getTime())).toBe('14/07/2023');
    expect(formatDate(instant.toISOString())).toBe('14/07/2023');
  });

  it('shows a dash for empty or invalid dates', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('pas une date')).toBe('-');
    expect(formatDate(new Date(Number.NaN))).toBe('-');
  });
});

describe('formatDateTime and formatTime', () => {
  it('writes DD/MM/YYYY à HH:mm in 24-hour time, in Paris', () => {
    expect(formatDateTime(new Date('2024-01-05T08:07:00Z'))).toBe('05/01/2024 à 09:07');
    expect(formatDateTime(new Date('2024-11-20T17:30:59Z'))).toBe('20/11/2024 à 18:30');
    expect(formatDateTime(new Date('2024-11-19T23:00:00Z'))).toBe('20/11/2024 à 00:00');
  });

  it('follows the daylight saving changes (last Sundays of March and October)', () => {
    expect(formatDateTime(new Date('2024-03-31T00:59:00Z'))).toBe('31/03/2024 à 01:59');
    expect(formatDateTime(new Date('2024-03-31T01:00:00Z'))).toBe('31/03/2024 à 03:00');
    expect(formatDateTime(new Date('2024-10-27T00:30:00Z'))).toBe('27/10/2024 à 02:30');
    expect(formatDateTime(new Date('2024-10-27T01:30:00Z'))).toBe('27/10/2024 à 02:30');
    expect(formatDateTime(new Date('2024-10-27T02:00:00Z'))).toBe('27/10/2024 à 03:00');
  });

  it('gives the time alone', () => {
    expect(formatTime(new Date('2024-01-01T13:05:00Z'))).toBe('14:05');
  });

  it('shows a dash for missing values', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatTime('nope')).toBe('-');
  });
});

describe('toDate', () => {
  it('returns null for rubbish and a Date otherwise', () => {
    expect(toDate('2024-13-45T00:00:00')).toBeNull();
    expect(toDate('2024-01-02')?.getDate()).toBe(2);
  });
});

describe('toNumber', () => {
  it('parses numbers and numeric strings, French or not', () => {
    expect(toNumber(12)).toBe(12);
    expect(toNumber('1234.5')).toBe(1234.5);
    expect(toNumber('1 234,5')).toBe(1234.5);
    expect(toNumber(' -3 ')).toBe(-3);
  });

  it('rejects empty, non-numeric and infinite values', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '12abc', '1,2,3', Number.NaN, Infinity, -Infinity, {}, [], true]) {
      expect(toNumber(value)).toBeNull();
    }
  });
});

describe('formatNumber', () => {
  it('separates thousands with a plain space and uses a decimal comma', () => {
    expect(formatNumber(1234.56)).toBe('1 234,56');
    expect(formatNumber(1234567)).toBe('1 234 567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('keeps at most two decimals without trailing zeros by default', () => {
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(2.456)).toBe('2,46');
  });

  it('honours an exact precision and writes the unit after a space', () => {
    expect(formatNumber(12.5, { precision: 2, unit: '%' })).toBe('12,50 %');
    expect(formatNumber(80, { unit: 'q/ha' })).toBe('80 q/ha');
    expect(formatNumber(1234.5, { precision: 0 })).toBe('1 235');
  });

  it('writes negative numbers with a hyphen-minus and never -0', () => {
    expect(formatNumber(-1234.5)).toBe('-1 234,5');
    expect(formatNumber(-0.001, { precision: 2 })).toBe('0,00');
  });

  it('accepts numeric strings', () => {
    expect(formatNumber('2500')).toBe('2 500');
  });

  it('shows a dash for empty, non-numeric and infinite values', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Infinity, { unit: '%' })).toBe('-');
  });

  it('never produces no-break spaces', () => {
    expect(formatNumber(1234567.89, { unit: '€' })).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('formatEuros', () => {
  it('writes two decimals, the euro sign after a space', () => {
    expect(formatEuros(1234.56)).toBe('1 234,56 €');
    expect(formatEuros(0)).toBe('0,00 €');
    expect(formatEuros(5)).toBe('5,00 €');
    expect(formatEuros(-1234.5)).toBe('-1 234,50 €');
    expect(formatEuros(1234567.891)).toBe('1 234 567,89 €');
    expect(formatEuros('99.9')).toBe('99,90 €');
  });

  it('accepts another precision', () => {
    expect(formatEuros(1234.56, 0)).toBe('1 235 €');
  });

  it('shows a dash for missing amounts', () => {
    expect(formatEuros(null)).toBe('-');
    expect(formatEuros('n/a')).toBe('-');
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatFileSize', () => {
  it('shows Ko without decimals up to 1 048 576 bytes included', () => {
    expect(formatFileSize(0)).toBe('0 Ko');
    expect(formatFileSize(1)).toBe('1 Ko');
    expect(formatFileSize(500)).toBe('1 Ko');
    expect(formatFileSize(512)).toBe('1 Ko');
    expect(formatFileSize(2048)).toBe('2 Ko');
    expect(formatFileSize(153_600)).toBe('150 Ko');
    expect(formatFileSize(1_048_576)).toBe('1 024 Ko');
  });

  it('shows Mo with one decimal above 1 048 576 bytes', () => {
    expect(formatFileSize(1_048_577)).toBe('1,0 Mo');
    expect(formatFileSize(1_572_864)).toBe('1,5 Mo');
    expect(formatFileSize(26_214_400)).toBe('25,0 Mo');
    expect(formatFileSize(1_073_741_824)).toBe('1 024,0 Mo');
  });

  it('shows a dash for negative, empty or non-numeric sizes', () => {
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize('gros')).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});
