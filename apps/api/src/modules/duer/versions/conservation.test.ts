import { conserverJusquAu } from './duer-versions.service';

describe('conserverJusquAu', () => {
  it('is the print’s day in Paris, 40 years on', () => {
    expect(conserverJusquAu(new Date('2026-11-02T10:00:00Z'))).toBe('2066-11-02');
    // 00:30 in Paris on 2 November is still 1 November in UTC.
    expect(conserverJusquAu(new Date('2026-11-01T23:30:00Z'))).toBe('2066-11-02');
    expect(conserverJusquAu(new Date('2026-06-30T22:15:00Z'))).toBe('2066-07-01');
  });

  it('rolls a 29 February to 1 March when the fortieth year has none', () => {
    expect(conserverJusquAu(new Date('2028-02-29T12:00:00Z'))).toBe('2068-02-29');
    expect(conserverJusquAu(new Date('2060-02-29T12:00:00Z'))).toBe('2100-03-01');
  });
});
