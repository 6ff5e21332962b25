import { formatDuree, formatTaux } from './emprunt-labels';

describe('loan labels', () => {
  it('shows the rate with its decimals and the duration in months and years', () => {
    expect(formatTaux(3)).toBe('3,00 %');
    expect(formatTaux(3.45)).toBe('3,45 %');
    expect(formatTaux(4.125)).toBe('4,125 %');
    expect(formatDuree(84)).toBe('84 mois (7 ans)');
    expect(formatDuree(18)).toBe('18 mois (1,5 an)');
    expect(formatDuree(0.5)).toBe('0,5 mois');
  });
});
