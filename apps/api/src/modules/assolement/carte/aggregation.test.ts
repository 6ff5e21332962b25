import { averageByZone, quantile, quartiles, weightedMean } from './aggregation';

describe('weightedMean', () => {
  it('weights by surface', () => {
    // (8·10 + 6·30) / 40 = 260 / 40 = 6.5
    expect(
      weightedMean([
        { value: 8, weight: 10 },
        { value: 6, weight: 30 },
      ]),
    ).toBe(6.5);
    expect(weightedMean([])).toBeNull();
  });
});

describe('quantile and quartiles (linear interpolation, numpy default)', () => {
  it('interpolates between closest ranks', () => {
    // [1,2,3,4]: h = 3·0.25 = 0.75 → 1 + 0.75·1 = 1.75; median h = 1.5 → 2.5; h = 2.25 → 3.25
    expect([0.25, 0.5, 0.75].map((p) => quantile([1, 2, 3, 4], p))).toEqual([1.75, 2.5, 3.25]);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it('gives Q1, Q2, Q3 from 5 farms, sorted first, 2 decimals', () => {
    // sorted [6, 7, 8, 8.5, 10]: h = 1 → 7; h = 2 → 8; h = 3 → 8.5
    expect(quartiles([8.5, 6, 10, 8, 7])).toEqual({ q1: 7, q2: 8, q3: 8.5, exploitations: 5 });
    // sorted [1..6]: h = 1.25 → 2.25; 2.5 → 3.5; 3.75 → 4.75
    expect(quartiles([6, 5, 4, 3, 2, 1])).toEqual({ q1: 2.25, q2: 3.5, q3: 4.75, exploitations: 6 });
    // [1, 1, 2, 2, 2.333]: Q3 h = 3 → 2; Q2 = 2
    expect(quartiles([1, 1, 2, 2, 7 / 3]).q3).toBe(2);
  });

  it('hides the quartiles under 5 farms', () => {
    expect(quartiles([8, 7, 9, 6])).toEqual({ q1: null, q2: null, q3: null, exploitations: 4 });
    expect(quartiles([])).toEqual({ q1: null, q2: null, q3: null, exploitations: 0 });
  });
});

describe('averageByZone', () => {
  const row = (zone: string, culture: number, codeDossier: string, surface: number, rendement: number) => ({ zone, culture, codeDossier, surface, rendement });

  it('weights the farms by surface, counts them, and leaves out a crop of fewer than 3 farms', () => {
    const out = averageByZone([
      row('51001', 1015, 'A', 10, 8),
      row('51001', 1015, 'B', 30, 6),
      row('51001', 1015, 'C', 60, 9),
      row('51001', 1030, 'A', 5, 4),
      row('51001', 1030, 'B', 5, 4),
      row('51002', 1015, 'D', 10, 8),
    ]);
    // (8·10 + 6·30 + 9·60) / 100 = (80 + 180 + 540) / 100 = 8
    expect(out.get('51001')).toEqual([{ culture: 1015, rendement: 8, exploitations: 3 }]);
    expect(out.has('51002')).toBe(false);
  });

  it('rounds to 2 decimals and ignores lines without surface', () => {
    const out = averageByZone([row('Z', 1, 'A', 1, 7), row('Z', 1, 'B', 1, 7), row('Z', 1, 'C', 1, 8), row('Z', 1, 'D', 0, 100)]);
    // 22 / 3 = 7.333…
    expect(out.get('Z')).toEqual([{ culture: 1, rendement: 7.33, exploitations: 3 }]);
  });
});
