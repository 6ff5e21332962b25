import {
  avecCotation,
  type Cotation,
  cotationInitiale,
  cotationValide,
  estCote,
  estModuleValide,
  formatScore,
  METHODE_ANCIENNE,
  METHODE_NOUVELLE,
  niveauOf,
  NON_INITIALISE,
  scoreOf,
} from './scoring';

const nouvelle = (gravite: number | null, frequence: number | null): Cotation => ({ gravite, frequence, maitrise: null });
const ancienne = (gravite: number | null, frequence: number | null, maitrise: number | null): Cotation => ({ gravite, frequence, maitrise });

describe('new method (gravité × fréquence, thresholds 3/6/14, max 25)', () => {
  it.each([
    [1, 1, 1, 'Faible'],
    [1, 3, 3, 'Faible'],
    [2, 2, 4, 'À surveiller'],
    [2, 3, 6, 'À surveiller'],
    [7, 1, 7, 'Important'],
    [2, 7, 14, 'Important'],
    [3, 5, 15, 'Préoccupant'],
    [5, 5, 25, 'Préoccupant'],
  ] as const)('%d × %d = %d → %s', (g, f, score, niveau) => {
    // 7 and 14 are no product of the 1..5 scale (7 is prime): scoring stays arithmetic, cotationValide refuses gravité 7.
    expect(scoreOf(nouvelle(g, f), METHODE_NOUVELLE)).toBe(score);
    expect(niveauOf(nouvelle(g, f), METHODE_NOUVELLE)).toBe(niveau);
  });

  it('boundaries inside the 1..5 scale: 3 Faible, 4 À surveiller, 6 / 8, 12 / 15, 25', () => {
    expect(niveauOf(nouvelle(3, 1), METHODE_NOUVELLE)).toBe('Faible');
    expect(niveauOf(nouvelle(4, 1), METHODE_NOUVELLE)).toBe('À surveiller');
    expect(niveauOf(nouvelle(3, 2), METHODE_NOUVELLE)).toBe('À surveiller');
    expect(niveauOf(nouvelle(4, 2), METHODE_NOUVELLE)).toBe('Important');
    expect(niveauOf(nouvelle(3, 4), METHODE_NOUVELLE)).toBe('Important');
    expect(niveauOf(nouvelle(5, 3), METHODE_NOUVELLE)).toBe('Préoccupant');
    expect(scoreOf(nouvelle(5, 5), METHODE_NOUVELLE)).toBe(25);
    expect(formatScore(nouvelle(4, 3), METHODE_NOUVELLE)).toBe('12');
  });

  it('not rated: null score, Non initialisé, empty format', () => {
    expect(scoreOf(nouvelle(null, null), METHODE_NOUVELLE)).toBeNull();
    expect(niveauOf(nouvelle(null, null), METHODE_NOUVELLE)).toBe(NON_INITIALISE);
    expect(niveauOf(nouvelle(3, null), METHODE_NOUVELLE)).toBe(NON_INITIALISE);
    expect(formatScore(nouvelle(null, null), METHODE_NOUVELLE)).toBe('');
    expect(estCote(nouvelle(2, 2), METHODE_NOUVELLE)).toBe(true);
  });
});

describe('old method (gravité × fréquence × maîtrise, thresholds 2/9/20, max 60)', () => {
  it.each([
    [1, 2, 1, 2, 'Faible'],
    [7, 3, 0.1, 2.1, 'À surveiller'],
    [3, 3, 1, 9, 'À surveiller'],
    [7, 1, 1.5, 10.5, 'Important'],
    [10, 2, 1, 20, 'Important'],
    [7, 3, 1, 21, 'Préoccupant'],
    [10, 4, 1.5, 60, 'Préoccupant'],
  ] as const)('%d × %d × %d = %d → %s', (g, f, m, score, niveau) => {
    expect(scoreOf(ancienne(g, f, m), METHODE_ANCIENNE)).toBe(score);
    expect(niveauOf(ancienne(g, f, m), METHODE_ANCIENNE)).toBe(niveau);
  });

  it('9.1 is above 9 (À surveiller → Important) — computed in tenths', () => {
    // 7 × 1 × 1.3 is not on the scale; the tenths arithmetic still gives 9.1 exactly.
    expect(scoreOf(ancienne(7, 1, 1.3), METHODE_ANCIENNE)).toBe(9.1);
    expect(niveauOf(ancienne(7, 1, 1.3), METHODE_ANCIENNE)).toBe('Important');
  });

  it('0.3, not 0.30000000000000004 (gravité 1, fréquence 3, maîtrise 0.1); French comma', () => {
    expect(1 * 3 * 0.1).not.toBe(0.3);
    expect(scoreOf(ancienne(1, 3, 0.1), METHODE_ANCIENNE)).toBe(0.3);
    expect(formatScore(ancienne(1, 3, 0.1), METHODE_ANCIENNE)).toBe('0,3');
    expect(formatScore(ancienne(7, 3, 0.1), METHODE_ANCIENNE)).toBe('2,1');
    expect(niveauOf(ancienne(1, 3, 0.1), METHODE_ANCIENNE)).toBe('Faible');
  });

  it('partial ratings are not rated', () => {
    expect(estCote(ancienne(3, 3, null), METHODE_ANCIENNE)).toBe(false);
    expect(scoreOf(ancienne(3, 3, null), METHODE_ANCIENNE)).toBeNull();
    expect(niveauOf(ancienne(null, 3, 1), METHODE_ANCIENNE)).toBe(NON_INITIALISE);
  });
});

describe('cotationValide', () => {
  it('new method: 1..5 each, all null, never a maîtrise, never partial', () => {
    expect(cotationValide(nouvelle(1, 5), METHODE_NOUVELLE)).toBe(true);
    expect(cotationValide(nouvelle(null, null), METHODE_NOUVELLE)).toBe(true);
    expect(cotationValide(nouvelle(0, 3), METHODE_NOUVELLE)).toBe(false);
    expect(cotationValide(nouvelle(6, 3), METHODE_NOUVELLE)).toBe(false);
    expect(cotationValide(nouvelle(2.5, 3), METHODE_NOUVELLE)).toBe(false);
    expect(cotationValide(nouvelle(3, null), METHODE_NOUVELLE)).toBe(false);
    expect(cotationValide({ gravite: 3, frequence: 3, maitrise: 1 }, METHODE_NOUVELLE)).toBe(false);
    expect(cotationValide({ gravite: null, frequence: null, maitrise: 1 }, METHODE_NOUVELLE)).toBe(false);
  });

  it('old method: real values of the scales (not step indexes), all or none', () => {
    expect(cotationValide(ancienne(10, 4, 1.5), METHODE_ANCIENNE)).toBe(true);
    expect(cotationValide(ancienne(1, 1, 0.1), METHODE_ANCIENNE)).toBe(true);
    expect(cotationValide(ancienne(null, null, null), METHODE_ANCIENNE)).toBe(true);
    expect(cotationValide(ancienne(2, 1, 0.1), METHODE_ANCIENNE)).toBe(false);
    expect(cotationValide(ancienne(3, 5, 0.1), METHODE_ANCIENNE)).toBe(false);
    expect(cotationValide(ancienne(3, 2, 0.2), METHODE_ANCIENNE)).toBe(false);
    expect(cotationValide(ancienne(3, 2, 4), METHODE_ANCIENNE)).toBe(false);
    expect(cotationValide(ancienne(3, 2, null), METHODE_ANCIENNE)).toBe(false);
    expect(cotationValide(ancienne(null, 2, 1), METHODE_ANCIENNE)).toBe(false);
  });
});

describe('badge and slider helpers, module validity', () => {
  it('cotationInitiale and avecCotation set the null ratings to their lowest value', () => {
    expect(cotationInitiale(METHODE_NOUVELLE)).toEqual(nouvelle(1, 1));
    expect(cotationInitiale(METHODE_ANCIENNE)).toEqual(ancienne(1, 1, 0.1));
    expect(avecCotation(nouvelle(null, null), 'gravite', 4, METHODE_NOUVELLE)).toEqual(nouvelle(4, 1));
    expect(avecCotation(ancienne(null, null, null), 'maitrise', 1.5, METHODE_ANCIENNE)).toEqual(ancienne(1, 1, 1.5));
  });

  it('a module is valid when forced, or when every active risk is rated', () => {
    const r = (c: Cotation, estActif = true) => ({ ...c, estActif });
    expect(estModuleValide(false, [], METHODE_NOUVELLE)).toBe(false);
    expect(estModuleValide(true, [], METHODE_NOUVELLE)).toBe(true);
    expect(estModuleValide(false, [r(nouvelle(1, 2)), r(nouvelle(null, null), false)], METHODE_NOUVELLE)).toBe(true);
    expect(estModuleValide(false, [r(nouvelle(1, 2)), r(nouvelle(null, null))], METHODE_NOUVELLE)).toBe(false);
    expect(estModuleValide(false, [r(ancienne(1, 2, null))], METHODE_ANCIENNE)).toBe(false);
  });
});
