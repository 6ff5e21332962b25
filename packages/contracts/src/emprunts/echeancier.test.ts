import { computeEcheancier, type EcheancierInput, periodesFromDuree, PERIODICITES, dureeFromPeriodes } from './echeancier';

const TODAY = new Date('2026-06-15T10:00:00Z');
const loan = (over: Partial<EcheancierInput>): EcheancierInput => ({
  valeurEntree: 100_000,
  taux: 3,
  periodicite: 'Mensuelle',
  modeRemboursement: 'ANC',
  nombrePeriodes: 100,
  exerciceDateDebut: '2026-01-01',
  ...over,
});
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;

describe('computeEcheancier', () => {
  it('100 000 € at 3 % over 100 monthly periods in ANC: payment 1 131,45 € (100000 x 0,0025 / (1 - 1,0025^-100) = 1131,4459)', () => {
    const e = computeEcheancier(loan({}), TODAY);
    expect(e.echeance).toBe(1131.45);
    expect(e.duree).toBe(100);
    expect(e.dureeAnnee).toBe(8.33);
    // First period: interest 100000 x 0,0025 = 250,00, amortisation 881,45.
    expect(e.periodes[0]).toEqual({ numero: 1, date: '2026-02-01', annuite: 1131.45, interets: 250, amortissement: 881.45, capitalRestant: 99118.55 });
    // Second: 99118,55 x 0,0025 = 247,796375 → 247,80.
    expect(e.periodes[1]).toMatchObject({ interets: 247.8, amortissement: 883.65, capitalRestant: 98234.9 });
    expect(e.periodes.slice(0, -1).every((p) => p.annuite === 1131.45)).toBe(true);
    expect(e.periodes.at(-1)!.capitalRestant).toBe(0);
    expect(sum(e.periodes.map((p) => p.amortissement))).toBe(100_000);
    expect(e.interetRetour).toBe(sum(e.periodes.map((p) => p.interets)));
    // Due from Feb 2026 to May 2034: 11 + 12 x 7 + 5 periods in the columns 2026..2034.
    expect(e.anneeDebut).toBe(2026);
    expect(e.echeances).toHaveLength(11);
    expect(e.echeances[0]!.annuite).toBe(sum(Array(11).fill(1131.45)));
    expect(e.echeances[1]!.annuite).toBe(sum(Array(12).fill(1131.45)));
    expect(e.echeances.slice(9)).toEqual([
      { annuite: 0, interets: 0, amortissement: 0 },
      { annuite: 0, interets: 0, amortissement: 0 },
    ]);
    expect(sum(e.echeances.map((c) => c.amortissement))).toBe(100_000);
  });

  it('AMC: 12 000 € at 12 % over 12 months: amortisation 1 000 €, interest 120, 110 ... 10 €', () => {
    const e = computeEcheancier(loan({ valeurEntree: 12_000, taux: 12, nombrePeriodes: 12, modeRemboursement: 'AMC' }), TODAY);
    expect(e.periodes.map((p) => p.interets)).toEqual([120, 110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(e.periodes.every((p) => p.amortissement === 1000)).toBe(true);
    expect(e.echeance).toBe(1120);
    expect(e.interetRetour).toBe(780);
    // Feb 2026 .. Dec 2026 in 2026, the last (1 Jan 2027) in 2027.
    expect(e.echeances[0]).toEqual({ annuite: 11_770, interets: 770, amortissement: 11_000 });
    expect(e.echeances[1]).toEqual({ annuite: 1010, interets: 10, amortissement: 1000 });
  });

  it('AMC: the last period takes the rounding rest (1 000 € over 3 periods: 333,33 + 333,33 + 333,34)', () => {
    const e = computeEcheancier(loan({ valeurEntree: 1000, taux: 0.01, nombrePeriodes: 3, modeRemboursement: 'AMC' }), TODAY);
    expect(e.periodes.map((p) => p.amortissement)).toEqual([333.33, 333.33, 333.34]);
  });

  it('rate 0,01 %: 12 000 € over 12 months in ANC, payment 1 000,05 €, interest 0,10 € then down to 0,01 €', () => {
    const e = computeEcheancier(loan({ valeurEntree: 12_000, taux: 0.01, nombrePeriodes: 12 }), TODAY);
    expect(e.echeance).toBe(1000.05);
    expect(e.periodes.map((p) => p.interets)).toEqual([0.1, 0.09, 0.08, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.03, 0.02, 0.01]);
    expect(e.periodes.at(-1)).toMatchObject({ annuite: 1000.11, amortissement: 1000.1, capitalRestant: 0 });
    expect(e.interetRetour).toBe(0.66);
  });

  it('rate 100 % and one annual period: 1 000 € borrowed, 1 000 € interest, one payment of 2 000 €', () => {
    const e = computeEcheancier(loan({ valeurEntree: 1000, taux: 100, nombrePeriodes: 1, periodicite: 'Annuelle' }), TODAY);
    expect(e.echeance).toBe(2000);
    expect(e.duree).toBe(12);
    expect(e.dureeAnnee).toBe(1);
    expect(e.periodes).toEqual([{ numero: 1, date: '2027-01-01', annuite: 2000, interets: 1000, amortissement: 1000, capitalRestant: 0 }]);
    expect(e.echeances[1]).toEqual({ annuite: 2000, interets: 1000, amortissement: 1000 });
  });

  it('rate 100 % monthly: periodic rate 100 / 12 %; 1 200 € over 2 months in AMC → interest 100 € then 50 €', () => {
    const e = computeEcheancier(loan({ valeurEntree: 1200, taux: 100, nombrePeriodes: 2, modeRemboursement: 'AMC' }), TODAY);
    expect(e.periodes.map((p) => [p.interets, p.amortissement])).toEqual([
      [100, 600],
      [50, 600],
    ]);
  });

  it('100 annual periods: years 2027..2035 in columns 1..9, the 91 later periods in the remaining-balance entry', () => {
    const e = computeEcheancier(loan({ valeurEntree: 100_000, taux: 1, nombrePeriodes: 100, periodicite: 'Annuelle', modeRemboursement: 'AMC' }), TODAY);
    expect(e.duree).toBe(1200);
    expect(e.echeances[0]).toEqual({ annuite: 0, interets: 0, amortissement: 0 });
    expect(e.echeances.slice(1, 10).every((c) => c.amortissement === 1000)).toBe(true);
    expect(e.echeances[1]!.interets).toBe(1000);
    expect(e.echeances[10]!.amortissement).toBe(91_000);
    // Interest of the periods 10..100 on 91 000, 90 000 ... 1 000 €: 1 % of 4 186 000.
    expect(e.echeances[10]!.interets).toBe(41_860);
  });

  it('a start in December: every monthly payment falls in the next fiscal year', () => {
    const e = computeEcheancier(loan({ valeurEntree: 12_000, taux: 12, nombrePeriodes: 12, exerciceDateDebut: '2026-12-15', modeRemboursement: 'AMC' }), TODAY);
    expect(e.periodes[0]!.date).toBe('2027-01-15');
    expect(e.periodes.at(-1)!.date).toBe('2027-12-15');
    expect(e.echeances[0]).toEqual({ annuite: 0, interets: 0, amortissement: 0 });
    expect(e.echeances[1]).toEqual({ annuite: 12_780, interets: 780, amortissement: 12_000 });
  });

  it('month ends are clamped: 31 January + 1 month = 28 February', () => {
    const e = computeEcheancier(loan({ nombrePeriodes: 3, exerciceDateDebut: '2027-01-31' }), TODAY);
    expect(e.periodes.map((p) => p.date)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('bimonthly: 24 periods a year, half a month each, periodic rate annual / 24', () => {
    const e = computeEcheancier(loan({ valeurEntree: 24_000, taux: 24, nombrePeriodes: 24, periodicite: 'Bimensuelle', modeRemboursement: 'AMC' }), TODAY);
    expect(e.duree).toBe(12);
    expect(e.periodes.slice(0, 3).map((p) => p.date)).toEqual(['2026-01-16', '2026-02-01', '2026-02-16']);
    // 24 % / 24 = 1 % per period on 24 000 €: 240 € of interest first, then 10 € less each time.
    expect(e.periodes[0]).toMatchObject({ interets: 240, amortissement: 1000 });
    expect(e.periodes[23]).toMatchObject({ date: '2027-01-01', interets: 10 });
    expect(e.echeances[0]!.amortissement).toBe(23_000);
    expect(e.echeances[1]).toEqual({ annuite: 1010, interets: 10, amortissement: 1000 });
    expect(computeEcheancier(loan({ nombrePeriodes: 1, periodicite: 'Bimensuelle' }), TODAY).duree).toBe(0.5);
  });

  it('periods due before the current year are in no column; the columns hold what remains', () => {
    const e = computeEcheancier(loan({ exerciceDateDebut: '2020-01-01' }), TODAY);
    // Due Feb 2020 .. May 2028: 71 before 2026, then 12, 12 and 5.
    expect(e.echeances[0]!.annuite).toBe(sum(Array(12).fill(1131.45)));
    expect(e.echeances[2]!.annuite).toBe(sum(Array(4).fill(1131.45).concat(e.periodes.at(-1)!.annuite)));
    expect(e.echeances[3]!.annuite).toBe(0);
    const paidBefore = e.periodes[70]!.capitalRestant;
    expect(sum(e.echeances.map((c) => c.amortissement))).toBe(paidBefore);
  });

  it('the current year is the year in Paris (31 December 23:30 UTC is already next year)', () => {
    expect(computeEcheancier(loan({}), new Date('2026-12-31T23:30:00Z')).anneeDebut).toBe(2027);
  });

  it('refuses 0 periods', () => {
    expect(() => computeEcheancier(loan({ nombrePeriodes: 0 }), TODAY)).toThrow(RangeError);
  });
});

describe('durations and periods', () => {
  it.each(PERIODICITES)('%s: periods → months → periods', (periodicite) => {
    for (const n of [1, 7, 100]) expect(periodesFromDuree(dureeFromPeriodes(n, periodicite), periodicite)).toBe(n);
  });
  it('converts months back with the periodicity', () => {
    expect(periodesFromDuree(36, 'Trimestrielle')).toBe(12);
    expect(periodesFromDuree(36, 'Bimensuelle')).toBe(72);
    expect(periodesFromDuree(36, 'Semestrielle')).toBe(6);
  });
});
