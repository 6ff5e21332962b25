import { EmpruntFormSchema, EmpruntInputSchema, EmpruntMessages as M, firstEmpruntError } from './emprunts.schema';

const valid = {
  libelle: 'Tracteur',
  valeurEntree: '85000',
  taux: '3,2',
  periodicite: 'Mensuelle',
  modeRemboursement: 'ANC',
  nombrePeriodes: '84',
  exerciceDateDebut: '2026-03-01',
};

describe('firstEmpruntError', () => {
  it('reports the seven checks in the spec order', () => {
    const empty = { libelle: '', valeurEntree: '', taux: '', periodicite: '', modeRemboursement: '', nombrePeriodes: '', exerciceDateDebut: '' };
    const order = [M.libelle, M.montant, M.taux, M.periodicite, M.mode, M.periodes, M.date];
    const keys = Object.keys(empty) as (keyof typeof empty)[];
    const seen: (string | null)[] = [];
    const values: Record<string, string> = { ...empty };
    for (const key of keys) {
      seen.push(firstEmpruntError(values));
      values[key] = valid[key];
    }
    expect(seen).toEqual(order);
    expect(firstEmpruntError(values)).toBeNull();
  });

  it('counts 0 periods as missing, then checks the limits', () => {
    expect(firstEmpruntError({ ...valid, nombrePeriodes: '0' })).toBe(M.periodes);
    expect(firstEmpruntError({ ...valid, nombrePeriodes: '101' })).toBe(M.periodesHorsLimites);
    expect(firstEmpruntError({ ...valid, taux: '0.001' })).toBe(M.tauxHorsLimites);
    expect(firstEmpruntError({ ...valid, taux: '100.0001' })).toBe(M.tauxHorsLimites);
    expect(firstEmpruntError({ ...valid, taux: '3.0005' })).toBe(M.tauxHorsLimites);
    expect(firstEmpruntError({ ...valid, taux: '0.01' })).toBeNull();
    expect(firstEmpruntError({ ...valid, taux: '100' })).toBeNull();
    expect(firstEmpruntError({ ...valid, taux: '4.125' })).toBeNull();
    expect(firstEmpruntError({ ...valid, valeurEntree: '-5' })).toBe(M.montantHorsLimites);
    expect(firstEmpruntError({ ...valid, valeurEntree: '100000000.01' })).toBe(M.montantHorsLimites);
    expect(firstEmpruntError({ ...valid, libelle: 'x'.repeat(256) })).toBe(M.libelleTropLong);
    expect(firstEmpruntError({ ...valid, exerciceDateDebut: '2026-02-30' })).toBe(M.dateHorsLimites);
  });

  it('the api schema says the same words', () => {
    const issues = EmpruntInputSchema.safeParse({}).error!.issues.map((i) => i.message);
    expect(issues).toEqual([M.libelle, M.montant, M.taux, M.periodicite, M.mode, M.periodes, M.date]);
  });
});

describe('EmpruntFormSchema', () => {
  it('gives one issue on the first failing field and outputs the body', () => {
    const r = EmpruntFormSchema.safeParse({ ...valid, libelle: '', taux: '' });
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ['libelle'], message: M.libelle })]);
    expect(EmpruntFormSchema.parse(valid)).toEqual({
      libelle: 'Tracteur',
      valeurEntree: 85000,
      taux: 3.2,
      periodicite: 'Mensuelle',
      modeRemboursement: 'ANC',
      nombrePeriodes: 84,
      exerciceDateDebut: '2026-03-01',
    });
  });
});
