import { libellesColonnes, sommeEcheances } from './chart-data';

const col = (interets: number, amortissement: number) => ({ interets, amortissement, annuite: Math.round((interets + amortissement) * 100) / 100 });

describe('sommeEcheances', () => {
  it('labels 10 years from the first and the remaining balance', () => {
    expect(libellesColonnes(2026)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036 et après']);
  });

  it('sums each column over the loans, to the cent', () => {
    const a = Array.from({ length: 11 }, () => col(0.1, 1000));
    const b = Array.from({ length: 11 }, (_, i) => col(i === 10 ? 0 : 0.2, 500.05));
    const sum = sommeEcheances([a, b], 2026);
    expect(sum[0]).toEqual({ libelle: '2026', interets: 0.3, amortissement: 1500.05, annuite: 1500.35 });
    expect(sum[10]).toEqual({ libelle: '2036 et après', interets: 0.1, amortissement: 1500.05, annuite: 1500.15 });
    expect(sommeEcheances([], 2026).every((c) => c.annuite === 0)).toBe(true);
  });
});
