import { codesLeftText, formatSince } from './securite-texts';

describe('security screen texts', () => {
  const now = new Date('2026-11-29T15:00:00Z');

  it('says how long ago a session was last active, then its date in Paris', () => {
    expect(formatSince('2026-11-29T14:59:40Z', now)).toBe('à l’instant');
    expect(formatSince('2026-11-29T14:55:00Z', now)).toBe('il y a 5 min');
    expect(formatSince('2026-11-29T12:00:00Z', now)).toBe('il y a 3 h');
    expect(formatSince('2026-11-27T13:05:00Z', now)).toBe('le 27/11/2026 à 14:05');
    expect(formatSince('pas une date', now)).toBe('-');
  });

  it('counts the recovery codes left', () => {
    expect(codesLeftText(7)).toBe('7 codes de secours restants');
    expect(codesLeftText(1)).toBe('1 code de secours restant');
    expect(codesLeftText(0)).toBe('Aucun code de secours restant');
  });
});
