/**
 * Areas of GML polygons in a projected system (Lambert-93, EPSG:2154: metres), pure functions.
 * GML 2 (`outerBoundaryIs`/`innerBoundaryIs`, `coordinates` or `coord`) and GML 3 (`exterior`/`interior`,
 * `posList` or `pos`) are read; coordinates may span several lines.
 */

export type Ring = ReadonlyArray<readonly [number, number]>;

/** Unsigned area of a ring by the shoelace formula, in the square of the coordinates' unit. */
export function ringArea(ring: Ring): number {
  const n = ring.length;
  if (n < 3) return 0;
  // Offsets from the first point keep the products small (Lambert-93 ordinates are ~6.8e6 m).
  const [x0, y0] = ring[0];
  let twice = 0;
  for (let i = 0; i < n; i++) {
    const [xa, ya] = ring[i];
    const [xb, yb] = ring[(i + 1) % n];
    twice += (xa - x0) * (yb - y0) - (xb - x0) * (ya - y0);
  }
  return Math.abs(twice) / 2;
}

/** Outer ring minus inner rings (holes), never negative. */
export function polygonArea(outer: Ring, inners: readonly Ring[] = []): number {
  let area = ringArea(outer);
  for (const inner of inners) area -= ringArea(inner);
  return Math.max(0, area);
}

export interface CoordinatesFormat {
  /** decimal separator, `.` by default */
  decimal?: string;
  /** separator between the numbers of a tuple, `,` by default */
  cs?: string;
  /** separator between tuples, whitespace by default */
  ts?: string;
}

function splitOn(text: string, sep: string): string[] {
  return /^\s+$/.test(sep) ? text.trim().split(/\s+/) : text.split(sep).map((s) => s.trim());
}

/** `gml:coordinates` text: tuples `x,y[,z]` separated by whitespace (the separators of its attributes honoured). */
export function parseGmlCoordinates(text: string, format: CoordinatesFormat = {}): Array<[number, number]> | null {
  const decimal = format.decimal || '.';
  const cs = format.cs || ',';
  const ts = format.ts || ' ';
  const points: Array<[number, number]> = [];
  const trimmed = text.trim();
  if (!trimmed) return null;
  for (const tuple of splitOn(trimmed, ts)) {
    if (!tuple) continue;
    const parts = splitOn(tuple, cs);
    if (parts.length < 2) return null;
    const x = Number(decimal === '.' ? parts[0] : parts[0].split(decimal).join('.'));
    const y = Number(decimal === '.' ? parts[1] : parts[1].split(decimal).join('.'));
    if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
    points.push([x, y]);
  }
  return points;
}

/** `gml:posList` text: numbers separated by whitespace, `dimension` of them per point (2 by default). */
export function parseGmlPosList(text: string, dimension = 2): Array<[number, number]> | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const numbers = trimmed.split(/\s+/).map(Number);
  const dim = Number.isInteger(dimension) && dimension >= 2 ? dimension : 2;
  if (numbers.length % dim !== 0 || numbers.some((n) => !Number.isFinite(n))) return null;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < numbers.length; i += dim) points.push([numbers[i], numbers[i + 1]]);
  return points;
}
