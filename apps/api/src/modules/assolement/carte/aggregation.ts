import { CARTE, type Quartiles } from '@portail/contracts';

/** One farm's crop of one year in one zone: its surface (ha) and surface-weighted yield (t/ha). */
export interface RendementExploitation {
  zone: string;
  culture: number;
  codeDossier: string;
  surface: number;
  rendement: number;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Σ value·weight / Σ weight; null without weight. */
export function weightedMean(items: { value: number; weight: number }[]): number | null {
  const weight = items.reduce((s, i) => s + i.weight, 0);
  return weight > 0 ? items.reduce((s, i) => s + i.value * i.weight, 0) / weight : null;
}

/** Quantile p of sorted values by linear interpolation between closest ranks (numpy's default, Hyndman-Fan type 7). */
export function quantile(sorted: number[], p: number): number {
  if (!sorted.length) throw new Error('quantile of no value');
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]) : sorted[lo];
}

/** Q1, Q2, Q3 of the farms' yields (t/ha, 2 decimals); null below `min` farms so no client's yield can be inferred. */
export function quartiles(values: number[], min: number = CARTE.exploitationsMinQuartiles): Quartiles {
  if (values.length < min || !values.length) return { q1: null, q2: null, q3: null, exploitations: values.length };
  const sorted = [...values].sort((a, b) => a - b);
  return { q1: round2(quantile(sorted, 0.25)), q2: round2(quantile(sorted, 0.5)), q3: round2(quantile(sorted, 0.75)), exploitations: values.length };
}

/**
 * Per zone and crop: the mean of the farms' yields weighted by their surfaces (= the mean over every crop line
 * weighted by its surface) and the farm count; a (zone, crop) with fewer than `min` farms is left out.
 */
export function averageByZone(
  rows: RendementExploitation[],
  min: number = CARTE.exploitationsMinZone,
): Map<string, { culture: number; rendement: number; exploitations: number }[]> {
  const groups = new Map<string, Map<number, RendementExploitation[]>>();
  for (const r of rows) {
    if (!(r.surface > 0)) continue;
    const byCrop = groups.get(r.zone) ?? new Map<number, RendementExploitation[]>();
    byCrop.set(r.culture, [...(byCrop.get(r.culture) ?? []), r]);
    groups.set(r.zone, byCrop);
  }
  const out = new Map<string, { culture: number; rendement: number; exploitations: number }[]>();
  for (const [zone, byCrop] of groups) {
    const crops = [...byCrop]
      .map(([culture, farms]) => ({
        culture,
        rendement: round2(weightedMean(farms.map((f) => ({ value: f.rendement, weight: f.surface })))!),
        exploitations: new Set(farms.map((f) => f.codeDossier)).size,
      }))
      .filter((c) => c.exploitations >= min)
      .sort((a, b) => a.culture - b.culture);
    if (crops.length) out.set(zone, crops);
  }
  return out;
}
