import { describe, expect, it } from '@jest/globals';
import { maskE164, toE164 } from './phone-number';

describe('toE164', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['07.98.76.54.32', '+33798765432'],
    ['612345678', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['+32 470 12 34 56', '+32470123456'],
    ['+262 692 12 34 56', '+262692123456'],
  ])('%s → %s', (typed, e164) => expect(toE164(typed)).toBe(e164));

  it.each([null, '', '12345', '03 26 11 22 33', '+33 1 23 45 67 89', '06 12 34', '+0612345678', '0612345678901234'])('refuses %p', (typed) =>
    expect(toE164(typed)).toBeNull(),
  );

  it('masks all but the country and the last two digits', () => expect(maskE164('+33612345678')).toBe('+336******78'));
});
