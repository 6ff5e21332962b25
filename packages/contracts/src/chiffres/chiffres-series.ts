import type { Exercice, SourceChiffre, TypeDossierChiffres, YearData } from './chiffres.schema';

/** Unit and decimals of each figure (spec 02 §9 Figures and charts). */
export function chiffreFormat(source: SourceChiffre): { unit: string; precision: number } {
  switch (source) {
    case 'endettementAGRI':
    case 'investissementAGRI':
      return { unit: '€/ha', precision: 0 };
    case 'endettementBIC':
      return { unit: '%', precision: 0 };
    case 'capaciteRemboursement':
      return { unit: '%', precision: 2 };
    default:
      return { unit: '€', precision: 2 };
  }
}

/** Receipts and expenses are charted month by month over a period; the other figures once per closed fiscal year. */
export const isMonthlySource = (source: SourceChiffre): source is 'recettes' | 'depenses' => source === 'recettes' || source === 'depenses';

/** Farms and wine estates keep agricultural accounts; any other activity is BIC. */
export const typeDossierOf = (typeActivite: string): TypeDossierChiffres => (typeActivite === 'ACS' ? 'BIC' : 'AGRI');

export const MOIS_COURTS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] as const;
export const MOIS_LONGS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

/** Months counted from year 0: year * 12 + month (0 = January). */
type MonthIndex = number;
const monthIndex = (year: number, month: number): MonthIndex => year * 12 + month;

/** Year and month (0 = January) of a 'YYYY-MM-DD' date. */
export function yearMonth(isoDate: string): { year: number; month: number } {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) - 1 };
}

/** The label of a span of months: '2025' inside one civil year, '2025-2026' across two. */
function spanLabel(startYear: number, startMonth: number, length: number): string {
  const endYear = Math.floor((monthIndex(startYear, startMonth) + length - 1) / 12);
  return endYear === startYear ? String(startYear) : `${startYear}-${endYear}`;
}

/** '2024' for a fiscal year within one civil year, '2023-2024' otherwise. */
export function exerciceLabel(e: Pick<Exercice, 'dateDebut' | 'dateFin'>): string {
  const start = yearMonth(e.dateDebut).year;
  const end = yearMonth(e.dateFin).year;
  return start === end ? String(start) : `${start}-${end}`;
}

type Monthly = Pick<Exercice, 'dateDebut' | 'recettes' | 'depenses'>;

/** Every known month of the dossier: the i-th value of a fiscal year belongs to its i-th month. */
export function monthlyValues(exercices: readonly Monthly[], field: 'recettes' | 'depenses'): Map<MonthIndex, number> {
  const values = new Map<MonthIndex, number>();
  for (const e of exercices) {
    const { year, month } = yearMonth(e.dateDebut);
    e[field].forEach((value, i) => {
      if (value !== null) values.set(monthIndex(year, month) + i, value);
    });
  }
  return values;
}

/** Running total; once a month is unknown, the rest of the period is unknown too. */
export function cumulate(values: readonly (number | null)[]): (number | null)[] {
  let total: number | null = 0;
  return values.map((value) => {
    total = total === null || value === null ? null : round2(total + value);
    return total;
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Receipts and expenses of civil year `year` (January to December) with their running totals. */
export function civilYearData(exercices: readonly Exercice[], year: number): YearData {
  const pick = (field: 'recettes' | 'depenses') => {
    const map = monthlyValues(exercices, field);
    return Array.from({ length: 12 }, (_, m) => map.get(monthIndex(year, m)) ?? null);
  };
  const recettes = pick('recettes');
  const depenses = pick('depenses');
  const used = exercices.filter((e) => {
    const start = monthIndex(yearMonth(e.dateDebut).year, yearMonth(e.dateDebut).month);
    return start <= monthIndex(year, 11) && start + 11 >= monthIndex(year, 0);
  });
  const timestamp =
    used
      .map((e) => e.timestamp)
      .sort()
      .at(-1) ?? null;
  return { year, recettes, depenses, recettesCumul: cumulate(recettes), depensesCumul: cumulate(depenses), timestamp };
}

/** The period chooser of the receipts and expenses charts (spec 02 §4 Figures detail). */
export type Periode = { kind: 'civile' } | { kind: 'exercice' } | { kind: 'choix'; longueur: 12 | 6 | 3; moisDebut: number };
export const LONGUEURS_PERIODE = [
  { value: 12, label: 'Annuel' },
  { value: 6, label: 'Semestriel' },
  { value: 3, label: 'Trimestriel' },
] as const;

export interface ChartSeries {
  key: string;
  label: string;
  values: (number | null)[];
}
export interface PeriodChart {
  /** Month labels along the axis. */
  months: string[];
  /** The current period first, then the two before it. */
  series: ChartSeries[];
}

/** First month of the current period: the fiscal year under way (else the latest), or the chosen start month not after today. */
function currentStart(exercices: readonly Exercice[], periode: Periode, today: Date): { year: number; month: number } {
  const thisMonth = monthIndex(today.getFullYear(), today.getMonth());
  if (periode.kind === 'exercice') {
    const starts = exercices.map((e) => yearMonth(e.dateDebut)).sort((a, b) => monthIndex(a.year, a.month) - monthIndex(b.year, b.month));
    const started = starts.filter((s) => monthIndex(s.year, s.month) <= thisMonth);
    const start = started.at(-1) ?? starts.at(-1);
    if (start) return start;
    return { year: today.getFullYear(), month: 0 };
  }
  if (periode.kind === 'choix') {
    const month = periode.moisDebut;
    return { year: month <= today.getMonth() ? today.getFullYear() : today.getFullYear() - 1, month };
  }
  return { year: today.getFullYear(), month: 0 };
}

/** Three cumulative series (the current period and the two before), month by month, for receipts or expenses. */
export function periodChart(exercices: readonly Exercice[], field: 'recettes' | 'depenses', periode: Periode, today: Date = new Date()): PeriodChart {
  const length = periode.kind === 'choix' ? periode.longueur : 12;
  const start = currentStart(exercices, periode, today);
  const map = monthlyValues(exercices, field);
  const months = Array.from({ length }, (_, i) => MOIS_COURTS[(start.month + i) % 12]!);
  const series = [0, 1, 2].map((back) => {
    const year = start.year - back;
    const first = monthIndex(year, start.month);
    const values = Array.from({ length }, (_, i) => map.get(first + i) ?? null);
    const label = spanLabel(year, start.month, length);
    return { key: `p${back}`, label, values: cumulate(values) };
  });
  return { months, series };
}

/** The civil-year chart from the three years' data of GET /api/chiffres/comptaCivil (the current year first). */
export function civilChart(years: readonly YearData[], field: 'recettes' | 'depenses'): PeriodChart {
  const cumul = field === 'recettes' ? 'recettesCumul' : 'depensesCumul';
  const sorted = [...years].sort((a, b) => b.year - a.year);
  return {
    months: [...MOIS_COURTS],
    series: sorted.map((y, i) => ({ key: `p${i}`, label: String(y.year), values: y[cumul] })),
  };
}

/** Other figures: one point per closed fiscal year, oldest first (spec 02 §4). */
export function closedYearPoints(exercices: readonly Exercice[], source: SourceChiffre): { label: string; value: number | null }[] {
  return exercices
    .filter((e) => e.clos)
    .sort((a, b) => a.dateDebut.localeCompare(b.dateDebut))
    .map((e) => ({ label: exerciceLabel(e), value: exerciceValue(e, source) }));
}

/** The yearly value of a figure: the year's total for receipts and expenses, the stored value otherwise. */
export function exerciceValue(e: Exercice, source: SourceChiffre): number | null {
  if (isMonthlySource(source)) {
    const known = e[source].filter((v): v is number => v !== null);
    return known.length ? round2(known.reduce((sum, v) => sum + v, 0)) : null;
  }
  return e[source];
}

/** The latest closed fiscal year, the one the home slider shows. */
export function latestClosed<E extends Pick<Exercice, 'clos' | 'dateDebut'>>(exercices: readonly E[]): E | undefined {
  return [...exercices]
    .filter((e) => e.clos)
    .sort((a, b) => a.dateDebut.localeCompare(b.dateDebut))
    .at(-1);
}
