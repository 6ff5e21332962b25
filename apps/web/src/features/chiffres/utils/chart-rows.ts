import {
  chiffreFormat,
  civilChart,
  closedYearPoints,
  type Exercice,
  isMonthlySource,
  type PeriodChart,
  type Periode,
  periodChart,
  type SourceChiffre,
  type YearData,
} from '@portail/contracts';

export type ChartRow = { x: string } & Record<string, number | string | null>;

export interface ChartModel {
  rows: ChartRow[];
  series: { key: string; label: string }[];
  unit: string;
  precision: number;
}

function fromPeriod(chart: PeriodChart): Pick<ChartModel, 'rows' | 'series'> {
  return {
    rows: chart.months.map((x, i) => ({ x, ...Object.fromEntries(chart.series.map((s) => [s.key, s.values[i] ?? null])) })),
    series: chart.series.map(({ key, label }) => ({ key, label })),
  };
}

/**
 * What the detail chart draws: for receipts and expenses the three cumulative series of the chosen period
 * (the civil year from GET comptaCivil, the others from the fiscal years); one point per closed fiscal year otherwise.
 */
export function chartModel(
  source: SourceChiffre,
  exercices: readonly Exercice[],
  periode: Periode,
  civilYears: readonly YearData[] | undefined,
  today = new Date(),
): ChartModel {
  const format = chiffreFormat(source);
  if (isMonthlySource(source)) {
    const chart = periode.kind === 'civile' && civilYears ? civilChart(civilYears, source) : periodChart(exercices, source, periode, today);
    return { ...fromPeriod(chart), ...format };
  }
  const points = closedYearPoints(exercices, source);
  return { rows: points.map((p) => ({ x: p.label, v: p.value })), series: [{ key: 'v', label: 'Exercices clôturés' }], ...format };
}
