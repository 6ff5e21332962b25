import { reasonCounter } from './reason-counter';

describe('reasonCounter', () => {
  it('counts the trimmed reason against the 4000-character limit', () => {
    expect(reasonCounter(undefined)).toEqual({ text: '0 / 4000 caractères', over: false });
    expect(reasonCounter('  bilan  ')).toEqual({ text: '5 / 4000 caractères', over: false });
    expect(reasonCounter('a'.repeat(4000))).toEqual({ text: '4000 / 4000 caractères', over: false });
    expect(reasonCounter('a'.repeat(4001))).toEqual({ text: '4001 / 4000 caractères', over: true });
  });
});
