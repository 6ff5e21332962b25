import { computeHiringCost, createHiringEngine, hiringSituation, rulesInfo, type HiringInput } from './hiring-cost';

const engine = createHiringEngine();
const hire = (input: Partial<HiringInput>): HiringInput => ({
  montant: 2500,
  base: 'brut',
  contrat: 'CDI',
  cadre: false,
  heuresParSemaine: null,
  effectif: 'moins de 5',
  ...input,
});

/**
 * Figures computed with modele-social 11.1.0 and publicodes 1.10.3 in a script (rules of 01/07/2026). The
 * employer cost of 2 500 € gross is 1.25 x gross, not the 1.4 of older references: the rules apply the
 * réduction générale dégressive unique (RGDU) of 2026 up to 3 SMIC; the net is 0.78 x gross.
 */
jest.setTimeout(30_000);

describe('computeHiringCost (modele-social)', () => {
  it('computes a non-cadre CDI at 2 500 € gross a month', () => {
    const r = computeHiringCost(engine, hire({}));
    expect(r).toEqual({
      coutTotalEmployeur: 3132.65,
      salaireBrut: 2500,
      salaireNet: 1957.05,
      cotisationsEmployeur: 632.65,
      cotisationsSalarie: 542.95,
    });
    expect(r.salaireNet / r.salaireBrut).toBeCloseTo(0.78, 2);
    expect(r.coutTotalEmployeur / r.salaireBrut).toBeGreaterThan(1.2);
    expect(r.coutTotalEmployeur / r.salaireBrut).toBeLessThan(1.45);
    expect(r.coutTotalEmployeur).toBeCloseTo(r.salaireBrut + r.cotisationsEmployeur, 2);
    expect(r.salaireNet).toBeCloseTo(r.salaireBrut - r.cotisationsSalarie, 0);
  });

  it('finds the gross salary from a net one (the engine inverts its rules)', () => {
    const r = computeHiringCost(engine, hire({ base: 'net', montant: 2000 }));
    expect(r.salaireNet).toBe(2000);
    expect(r.salaireBrut).toBeCloseTo(2554.25, 1);
    expect(r.coutTotalEmployeur).toBeCloseTo(3228.04, 1);
    const back = computeHiringCost(engine, hire({ montant: r.salaireBrut }));
    expect(back.salaireNet).toBeCloseTo(2000, 1);
  });

  it('costs more for a CDD (end-of-contract allowance) and for a cadre at 5 000 €', () => {
    const cdd = computeHiringCost(engine, hire({ contrat: 'CDD' }));
    expect(cdd.coutTotalEmployeur).toBeCloseTo(3592.97, 1);
    const cadre = computeHiringCost(engine, hire({ montant: 5000, cadre: true }));
    expect(cadre.coutTotalEmployeur / 5000).toBeGreaterThan(1.4);
    expect(cadre.coutTotalEmployeur / 5000).toBeLessThan(1.45);
  });

  it('takes the company size and part-time work into account', () => {
    const small = computeHiringCost(engine, hire({}));
    const large = computeHiringCost(engine, hire({ effectif: 'plus de 250' }));
    expect(large.coutTotalEmployeur).toBeGreaterThan(small.coutTotalEmployeur);
    const partiel = computeHiringCost(engine, hire({ heuresParSemaine: 24 }));
    expect(partiel.coutTotalEmployeur).toBeGreaterThan(small.coutTotalEmployeur);
  });

  it('writes the situation with the rules’ names and units', () => {
    expect(hiringSituation(hire({ base: 'net', montant: 1800.5, heuresParSemaine: 28, contrat: 'CDD', cadre: true }))).toEqual({
      'salarié . rémunération . net . à payer avant impôt': '1800.5 €/mois',
      'salarié . contrat': "'CDD'",
      'salarié . contrat . statut cadre': 'oui',
      'entreprise . salariés . effectif . seuil': "'moins de 5'",
      'salarié . contrat . temps de travail . temps partiel': 'oui',
      'salarié . contrat . temps de travail . temps partiel . heures par semaine': '28 heure/semaine',
    });
  });

  it('gives the rules’ version and reference date', () => {
    expect(rulesInfo(engine)).toEqual({ version: '11.1.0', date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
  });
});
