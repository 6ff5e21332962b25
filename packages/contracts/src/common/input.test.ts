import { z } from 'zod';
import { idParam, int32, INT32_MAX, InputMessages, multilineText, parseDecimal, queryInt, text, wellFormed } from './input';

describe('input building blocks', () => {
  it('refuses control characters in one-line text, allows tab and line breaks in multi-line text only', () => {
    expect(text().safeParse('Jean Dupont').success).toBe(true);
    expect(text().safeParse('a\u0000b').error?.issues[0].message).toBe(InputMessages.caracteresInterdits);
    expect(text().safeParse('a\nb').success).toBe(false);
    expect(multilineText().safeParse('ligne 1\r\nligne 2\tfin').success).toBe(true);
    expect(multilineText().safeParse('a\u0000b').success).toBe(false);
    expect(multilineText().safeParse('a\u001bb').success).toBe(false);
  });

  it('refuses lone surrogates, what decoders leave of them (U+FFFD) and direction controls; keeps emoji and accents', () => {
    for (const schema of [text(), multilineText(), wellFormed(z.string())]) {
      expect(schema.safeParse('Récolte 🍇 2026').success).toBe(true);
      for (const broken of ['a\uD800b', 'a\uDC00', '\uD83D', 'a\uFFFDb'])
        expect(schema.safeParse(broken).error?.issues[0].message).toBe(InputMessages.caractereIncomplet);
      for (const bidi of ['facture\u202Efdp.exe', 'a\u200Eb', 'a\u200Fb', 'a\u2066b\u2069', 'a\u202Ab', 'a\u061Cb']) {
        expect(schema.safeParse(bidi).error?.issues[0].message).toBe(InputMessages.sensEcriture);
      }
    }
  });

  it('keeps integers within PostgreSQL int32', () => {
    expect(int32().safeParse(INT32_MAX).success).toBe(true);
    expect(int32().safeParse(2 ** 31).error?.issues[0].message).toBe(InputMessages.entierHorsLimites);
    expect(int32().safeParse(1.5).success).toBe(false);
    expect(idParam().safeParse('42').data).toBe(42);
    expect(idParam().safeParse('99999999999').error?.issues[0].message).toBe(InputMessages.identifiantInvalide);
    expect(idParam().safeParse('a\u0000b').success).toBe(false);
    expect(queryInt().safeParse(String(2 ** 31)).success).toBe(false);
  });
});
describe('parseDecimal', () => {
  it('reads a number as a French user types it', () => {
    expect(parseDecimal('0,5')).toBe(0.5);
    expect(parseDecimal('1 234,56')).toBe(1234.56);
    expect(parseDecimal('12\u202f500,5')).toBe(12500.5);
    expect(parseDecimal('3.25')).toBe(3.25);
    expect(parseDecimal('-2')).toBe(-2);
  });

  it('gives NaN for what is not one number', () => {
    for (const text of ['', ' ', '1,2,3', '1.2,3', 'abc', '5 %', '1e3']) expect(parseDecimal(text)).toBeNaN();
  });
});
