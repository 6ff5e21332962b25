import { CARTE } from '@portail/contracts';
import { COULEUR_SANS_DONNEE, couleurOf, formatRendement, gradeOf, legendEntries, positionOf, quantile, seuilsDe } from './grades';

const SEUILS = [7.2, 7.8, 8.35] as const;

describe('grades of the yield map (thresholds at 0, Q1, Q2, Q3)', () => {
  it('puts a yield in its grade, a value on a threshold in the upper one', () => {
    expect([0, 7.19, 7.2, 7.79, 7.8, 8.34, 8.35, 12].map((v) => gradeOf(v, SEUILS))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('colours by grade, grey without a figure or without thresholds', () => {
    expect(couleurOf(8.1, SEUILS)).toBe('#66a0ff');
    expect(couleurOf(9, SEUILS)).toBe(CARTE.couleurs[3]);
    expect(couleurOf(null, SEUILS)).toBe(COULEUR_SANS_DONNEE);
    expect(couleurOf(8, null)).toBe(COULEUR_SANS_DONNEE);
  });

  it('writes the legend in French format, one decimal', () => {
    expect(legendEntries(SEUILS)).toEqual([
      { couleur: '#b8d5ff', libelle: '≥ 0,0 t/ha' },
      { couleur: '#8ebbff', libelle: '≥ 7,2 t/ha' },
      { couleur: '#66a0ff', libelle: '≥ 7,8 t/ha' },
      { couleur: '#3d84ff', libelle: '≥ 8,4 t/ha' },
      { couleur: COULEUR_SANS_DONNEE, libelle: 'Moins de 3 exploitations' },
    ]);
    expect(legendEntries(null)).toEqual([{ couleur: COULEUR_SANS_DONNEE, libelle: 'Moins de 3 exploitations' }]);
    expect(formatRendement(10.64)).toBe('10,6 t/ha');
    expect(formatRendement(null)).toBe('-');
  });

  it('interpolates quartiles linearly (numpy’s default): [1, 2, 3, 4] → 1.75, 2.5, 3.25', () => {
    expect([0.25, 0.5, 0.75].map((p) => quantile([1, 2, 3, 4], p))).toEqual([1.75, 2.5, 3.25]);
    expect(quantile([5], 0.25)).toBe(5);
  });

  it('uses the published quartiles, else those of the zone averages shown', () => {
    expect(seuilsDe({ q1: 7, q2: 8, q3: 9, exploitations: 40 }, [1, 2])).toEqual([7, 8, 9]);
    expect(seuilsDe({ q1: null, q2: null, q3: null, exploitations: 4 }, [4, 1, 3, 2])).toEqual([1.75, 2.5, 3.25]);
    expect(seuilsDe(undefined, [])).toBeNull();
  });

  it('places the dossier’s yield among the quartiles', () => {
    expect(positionOf(7, SEUILS)).toBe('sous le 1er quartile');
    expect(positionOf(7.5, SEUILS)).toBe('entre le 1er quartile et la médiane');
    expect(positionOf(8.1, SEUILS)).toBe('entre la médiane et le 3e quartile');
    expect(positionOf(8.35, SEUILS)).toBe('au-dessus du 3e quartile');
  });
});
