import type { Exercice, YearData } from '@portail/contracts';
import { chartModel } from './chart-rows';
import { splitStats } from './stat-sections';

const exercice = (year: number, clos: boolean): Exercice => ({
  id: '00000000-0000-4000-8000-000000000000',
  dateDebut: `${year}-01-01`,
  dateFin: `${year}-12-31`,
  clos,
  typeDossier: 'BIC',
  recettes: Array(12).fill(1000),
  depenses: Array(12).fill(500),
  endettementAGRI: null,
  endettementBIC: 40 + year - 2020,
  investissementAGRI: null,
  investissementBIC: 12000.5,
  capaciteRemboursement: 21.456,
  timestamp: '2025-01-01T00:00:00.000Z',
});
const list = [2021, 2022, 2023, 2024, 2025].map((y) => exercice(y, y < 2025));
const today = new Date(2025, 5, 15);

describe('chart model of a figure', () => {
  it('gives three cumulative series for receipts, one row per month', () => {
    const model = chartModel('recettes', list, { kind: 'choix', longueur: 3, moisDebut: 0 }, undefined, today);
    expect(model.series.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    expect(model.rows).toEqual([
      { x: 'janv.', p0: 1000, p1: 1000, p2: 1000 },
      { x: 'févr.', p0: 2000, p1: 2000, p2: 2000 },
      { x: 'mars', p0: 3000, p1: 3000, p2: 3000 },
    ]);
    expect(model).toMatchObject({ unit: '€', precision: 2 });
  });

  it('uses the civil years of comptaCivil for année civile', () => {
    const year = (y: number): YearData => ({
      year: y,
      recettes: Array(12).fill(null),
      depenses: Array(12).fill(null),
      recettesCumul: Array.from({ length: 12 }, (_, i) => (i + 1) * y),
      depensesCumul: Array(12).fill(null),
      timestamp: null,
    });
    const model = chartModel('recettes', list, { kind: 'civile' }, [year(2023), year(2025), year(2024)], today);
    expect(model.series.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    expect(model.rows[1]).toEqual({ x: 'févr.', p0: 4050, p1: 4048, p2: 4046 });
  });

  it('gives one point per closed fiscal year with the figure’s unit', () => {
    const model = chartModel('endettementBIC', list, { kind: 'civile' }, undefined, today);
    expect(model.rows).toEqual([
      { x: '2021', v: 41 },
      { x: '2022', v: 42 },
      { x: '2023', v: 43 },
      { x: '2024', v: 44 },
    ]);
    expect(model).toMatchObject({ unit: '%', precision: 0 });
    expect(chartModel('capaciteRemboursement', list, { kind: 'civile' }, undefined, today)).toMatchObject({ unit: '%', precision: 2 });
  });

  it('splits favourites from the others', () => {
    const stat = (slug: string, favorite: boolean) => ({ slug, favorite }) as Parameters<typeof splitStats>[0][number];
    const { favoris, autres } = splitStats([stat('a', false), stat('b', true), stat('c', false)]);
    expect(favoris.map((s) => s.slug)).toEqual(['b']);
    expect(autres.map((s) => s.slug)).toEqual(['a', 'c']);
  });
});
