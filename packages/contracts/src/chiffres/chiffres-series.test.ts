import type { Exercice } from './chiffres.schema';
import {
  chiffreFormat,
  civilChart,
  civilYearData,
  closedYearPoints,
  cumulate,
  exerciceLabel,
  latestClosed,
  monthlyValues,
  periodChart,
  typeDossierOf,
} from './chiffres-series';

/** Fiscal year starting in month `startMonth` (1-12) of `year`; receipts are 100 x (year offset) + month number. */
function exercice(year: number, startMonth: number, clos: boolean, base: number, extra: Partial<Exercice> = {}): Exercice {
  const start = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  const endMonth = ((startMonth + 10) % 12) + 1;
  const endYear = startMonth === 1 ? year : year + 1;
  const lastDay = new Date(endYear, endMonth, 0).getDate();
  return {
    id: '00000000-0000-4000-8000-000000000000',
    dateDebut: start,
    dateFin: `${endYear}-${String(endMonth).padStart(2, '0')}-${lastDay}`,
    clos,
    typeDossier: 'AGRI',
    recettes: Array.from({ length: 12 }, (_, i) => base + i + 1),
    depenses: Array.from({ length: 12 }, () => 10),
    endettementAGRI: base,
    endettementBIC: null,
    investissementAGRI: base / 10,
    investissementBIC: null,
    capaciteRemboursement: 12.345,
    timestamp: `${year + 1}-01-15T10:00:00.000Z`,
    ...extra,
  };
}

describe('units and decimals (spec 02 §9)', () => {
  it('euros with 2 decimals, per-hectare €/ha with 0, endettement BIC % with 0, capacité % with 2', () => {
    expect(chiffreFormat('recettes')).toEqual({ unit: '€', precision: 2 });
    expect(chiffreFormat('depenses')).toEqual({ unit: '€', precision: 2 });
    expect(chiffreFormat('investissementBIC')).toEqual({ unit: '€', precision: 2 });
    expect(chiffreFormat('endettementAGRI')).toEqual({ unit: '€/ha', precision: 0 });
    expect(chiffreFormat('investissementAGRI')).toEqual({ unit: '€/ha', precision: 0 });
    expect(chiffreFormat('endettementBIC')).toEqual({ unit: '%', precision: 0 });
    expect(chiffreFormat('capaciteRemboursement')).toEqual({ unit: '%', precision: 2 });
  });

  it('maps the activity to the accounts type', () => {
    expect(['AGRI', 'VITI', 'AGRIVITI', 'ACS'].map(typeDossierOf)).toEqual(['AGRI', 'AGRI', 'AGRI', 'BIC']);
  });
});

describe('monthly values and running totals', () => {
  it('places the i-th value of a fiscal year in its i-th month, across civil years', () => {
    const map = monthlyValues([exercice(2024, 9, true, 0)], 'recettes');
    expect(map.get(2024 * 12 + 8)).toBe(1); // September 2024
    expect(map.get(2025 * 12 + 7)).toBe(12); // August 2025
    expect(map.size).toBe(12);
  });

  it('stops the running total at the first unknown month', () => {
    expect(cumulate([1, 2.1, 3.2, null, 4])).toEqual([1, 3.1, 6.3, null, null]);
    expect(cumulate([0.1, 0.2])).toEqual([0.1, 0.3]);
  });

  it('builds a civil year from two fiscal years and leaves months without a fiscal year empty', () => {
    const list = [exercice(2023, 9, true, 0), exercice(2024, 9, false, 100)];
    const y2024 = civilYearData(list, 2024);
    // Jan–Aug 2024: months 5..12 of the 2023-2024 year; Sep–Dec: months 1..4 of 2024-2025.
    expect(y2024.recettes).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 101, 102, 103, 104]);
    expect(y2024.recettesCumul.at(-1)).toBe(5 + 6 + 7 + 8 + 9 + 10 + 11 + 12 + 101 + 102 + 103 + 104);
    expect(y2024.depensesCumul[2]).toBe(30);
    expect(y2024.timestamp).toBe('2025-01-15T10:00:00.000Z');
    const y2026 = civilYearData(list, 2026);
    expect(y2026.recettes).toEqual(Array(12).fill(null));
    expect(y2026.timestamp).toBeNull();
    const y2025 = civilYearData(list, 2025);
    expect(y2025.recettes.slice(7, 9)).toEqual([112, null]);
    expect(y2025.recettesCumul[8]).toBeNull();
  });
});

describe('period series (spec 02 §4 Figures detail)', () => {
  const list = [2021, 2022, 2023, 2024, 2025].map((y, i) => exercice(y, 1, y < 2025, i * 100));
  const today = new Date(2025, 4, 20); // 20 May 2025

  it('année civile: January to December, the current year and the two before, cumulative', () => {
    const chart = periodChart(list, 'recettes', { kind: 'civile' }, today);
    expect(chart.months).toHaveLength(12);
    expect(chart.months[0]).toBe('janv.');
    expect(chart.series.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    expect(chart.series[1]!.values[0]).toBe(301);
    expect(chart.series[1]!.values[11]).toBe(12 * 300 + 78);
  });

  it('année exercice: the months of the fiscal year under way', () => {
    const offset = [exercice(2022, 7, true, 0), exercice(2023, 7, true, 100), exercice(2024, 7, false, 200)];
    const chart = periodChart(offset, 'recettes', { kind: 'exercice' }, today);
    expect(chart.months.slice(0, 2)).toEqual(['juil.', 'août']);
    expect(chart.series.map((s) => s.label)).toEqual(['2024-2025', '2023-2024', '2022-2023']);
    expect(chart.series[0]!.values.slice(0, 2)).toEqual([201, 403]);
  });

  it('choix période: length and start month, the current period not starting after today', () => {
    const semestre = periodChart(list, 'depenses', { kind: 'choix', longueur: 6, moisDebut: 2 }, today);
    expect(semestre.months).toEqual(['mars', 'avr.', 'mai', 'juin', 'juil.', 'août']);
    expect(semestre.series.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    expect(semestre.series[2]!.values).toEqual([10, 20, 30, 40, 50, 60]);

    // Start in November, after May: the current quarter began in November 2024 and runs into 2025.
    const trimestre = periodChart(list, 'recettes', { kind: 'choix', longueur: 3, moisDebut: 10 }, today);
    expect(trimestre.months).toEqual(['nov.', 'déc.', 'janv.']);
    expect(trimestre.series.map((s) => s.label)).toEqual(['2024-2025', '2023-2024', '2022-2023']);
    expect(trimestre.series[0]!.values).toEqual([311, 623, 1024]);
  });

  it('falls back to the civil year when a dossier has no fiscal year', () => {
    const chart = periodChart([], 'recettes', { kind: 'exercice' }, today);
    expect(chart.series).toHaveLength(3);
    expect(chart.series[0]!.values).toEqual(Array(12).fill(null));
  });

  it('civil chart from the three years of comptaCivil, the current year first', () => {
    const years = [2023, 2025, 2024].map((y) => civilYearData(list, y));
    const chart = civilChart(years, 'recettes');
    expect(chart.series.map((s) => s.label)).toEqual(['2025', '2024', '2023']);
    expect(chart.series).toEqual(periodChart(list, 'recettes', { kind: 'civile' }, today).series);
  });
});

describe('one point per closed fiscal year', () => {
  it('skips the open year, keeps the order and totals receipts', () => {
    const list = [exercice(2024, 9, false, 300), exercice(2022, 9, true, 100), exercice(2023, 9, true, 200)];
    expect(closedYearPoints(list, 'endettementAGRI')).toEqual([
      { label: '2022-2023', value: 100 },
      { label: '2023-2024', value: 200 },
    ]);
    expect(closedYearPoints(list, 'recettes')[0]!.value).toBe(12 * 100 + 78);
    expect(closedYearPoints(list, 'endettementBIC')[0]!.value).toBeNull();
    expect(latestClosed(list)?.dateDebut).toBe('2023-09-01');
    expect(exerciceLabel({ dateDebut: '2024-01-01', dateFin: '2024-12-31' })).toBe('2024');
  });
});

describe('the open fiscal year', () => {
  it('stops its line at the last month entered', () => {
    const open = exercice(2025, 1, false, 0, { recettes: [1, 2, 3, null, null, null, null, null, null, null, null, null] });
    const chart = periodChart([open], 'recettes', { kind: 'civile' }, new Date(2025, 3, 10));
    expect(chart.series[0]!.values.slice(0, 4)).toEqual([1, 3, 6, null]);
    expect(closedYearPoints([open], 'recettes')).toEqual([]);
  });
});
