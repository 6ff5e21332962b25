import { CARTE, type Quartiles } from '@portail/contracts';
import { formatNumber } from '../../../lib/format';

/** The three thresholds above 0 (spec 02 §9: grades at 0, Q1, Q2, Q3). */
export type Seuils = readonly [number, number, number];

/** Colour of a zone without a figure (fewer than 3 farms): the theme's token (the map's layer resolves it). */
export const COULEUR_SANS_DONNEE = 'var(--couleur-carte-sans-donnee)';
export const LIBELLE_SANS_DONNEE = `Moins de ${CARTE.exploitationsMinZone} exploitations`;

/** '8,1 t/ha' (one decimal, spec 02 §9), '-' without a value. */
export const formatRendement = (value: number | null | undefined) => formatNumber(value ?? null, { precision: 1, unit: value == null ? null : 't/ha' });

/** Quartile of sorted values by linear interpolation between closest ranks (numpy's default, like the api). */
export function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/**
 * The portal-wide quartiles when published; otherwise (fewer than 5 farms) those of the zone averages shown,
 * which reveal nothing more than the map; null when there is nothing to grade.
 */
export function seuilsDe(quartiles: Quartiles | undefined, moyennes: readonly number[]): Seuils | null {
  if (quartiles && quartiles.q1 !== null && quartiles.q2 !== null && quartiles.q3 !== null) return [quartiles.q1, quartiles.q2, quartiles.q3];
  if (moyennes.length === 0) return null;
  const sorted = [...moyennes].sort((a, b) => a - b);
  return [quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)];
}

/** Grade 0..3 of a yield: 0 from 0, 1 from Q1, 2 from Q2, 3 from Q3 (a value on a threshold takes the upper grade). */
export function gradeOf(rendement: number, seuils: Seuils): 0 | 1 | 2 | 3 {
  if (rendement >= seuils[2]) return 3;
  if (rendement >= seuils[1]) return 2;
  if (rendement >= seuils[0]) return 1;
  return 0;
}

/** Fill colour of a zone: its grade's colour, grey without a figure. */
export const couleurOf = (rendement: number | null, seuils: Seuils | null) =>
  rendement === null || seuils === null ? COULEUR_SANS_DONNEE : CARTE.couleurs[gradeOf(rendement, seuils)];

interface LegendEntry {
  couleur: string;
  libelle: string;
}

/** Legend lines: '≥ 0 t/ha', '≥ 7,2 t/ha', '≥ 7,8 t/ha', '≥ 8,3 t/ha', then the zones without a figure. */
export function legendEntries(seuils: Seuils | null): LegendEntry[] {
  const grades = seuils ? [0, ...seuils].map((seuil, i) => ({ couleur: CARTE.couleurs[i], libelle: `≥ ${formatRendement(seuil)}` })) : [];
  return [...grades, { couleur: COULEUR_SANS_DONNEE, libelle: LIBELLE_SANS_DONNEE }];
}

/** Where the dossier's yield stands among the farms': 'entre la médiane et le 3e quartile'. */
export function positionOf(rendement: number, quartiles: Seuils): string {
  const [q1, q2, q3] = quartiles;
  if (rendement < q1) return 'sous le 1er quartile';
  if (rendement < q2) return 'entre le 1er quartile et la médiane';
  if (rendement < q3) return 'entre la médiane et le 3e quartile';
  return 'au-dessus du 3e quartile';
}
