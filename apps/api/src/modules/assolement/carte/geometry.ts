/** Pure planar geometry on WGS84 GeoJSON (no PostGIS): good enough at the scale of a département. */
export type Position = [number, number];
export type Ring = Position[];
export type PolygonCoords = Ring[];
export type Geometry = { type: 'Polygon'; coordinates: PolygonCoords } | { type: 'MultiPolygon'; coordinates: PolygonCoords[] };

export const polygonsOf = (g: Geometry): PolygonCoords[] => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

function segmentDistance(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker on a line (iterative: rings of thousands of points would overflow a recursive version). */
export function simplifyLine(points: Position[], tolerance: number): Position[] {
  if (points.length <= 2 || tolerance <= 0) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let max = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i], points[first], points[last]);
      if (d > max) [max, index] = [d, i];
    }
    if (index >= 0 && max > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring simplified, kept closed and with at least 4 positions (a triangle); null when it collapses. */
export function simplifyRing(ring: Ring, tolerance: number): Ring | null {
  if (ring.length < 4) return null;
  // Split at the farthest point from the start: Douglas-Peucker needs distinct endpoints.
  let far = 1;
  for (let i = 1; i < ring.length - 1; i++)
    if (Math.hypot(ring[i][0] - ring[0][0], ring[i][1] - ring[0][1]) > Math.hypot(ring[far][0] - ring[0][0], ring[far][1] - ring[0][1])) far = i;
  const out = [...simplifyLine(ring.slice(0, far + 1), tolerance), ...simplifyLine(ring.slice(far), tolerance).slice(1)];
  return out.length >= 4 ? out : null;
}

/** Simplifies every ring; an outer ring that collapses drops its polygon, an inner one is dropped; rounds to `decimals`. */
export function simplifyGeometry(g: Geometry, tolerance: number, decimals = 5): Geometry {
  const round = (p: Position): Position => [Number(p[0].toFixed(decimals)), Number(p[1].toFixed(decimals))];
  const polygons: PolygonCoords[] = [];
  for (const polygon of polygonsOf(g)) {
    const rings = polygon.map((r) => simplifyRing(r, tolerance));
    if (!rings[0]) continue;
    polygons.push(rings.filter((r): r is Ring => r !== null).map((r) => r.map(round)));
  }
  // A zone smaller than the tolerance keeps its original outline rather than vanishing.
  if (!polygons.length)
    return g.type === 'Polygon'
      ? { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(round)) }
      : { ...g, coordinates: g.coordinates.map((p) => p.map((r) => r.map(round))) };
  return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
}

/** Even-odd ray casting on one ring. */
function inRing(p: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring of one of the polygons and in none of its holes. */
export function pointInGeometry(p: Position, g: Geometry): boolean {
  return polygonsOf(g).some(([outer, ...holes]) => inRing(p, outer) && !holes.some((h) => inRing(p, h)));
}

/** Signed area (shoelace) and area centroid of a ring. */
function ringMoments(ring: Ring): { area: number; cx: number; cy: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    area += cross;
    cx += (ring[j][0] + ring[i][0]) * cross;
    cy += (ring[j][1] + ring[i][1]) * cross;
  }
  return { area: area / 2, cx, cy };
}

/** Area centroid of the geometry (holes subtracted); may fall outside a concave shape. */
export function centroid(g: Geometry): Position {
  let area = 0;
  let x = 0;
  let y = 0;
  for (const polygon of polygonsOf(g)) {
    polygon.forEach((ring, i) => {
      const m = ringMoments(ring);
      if (m.area === 0) return;
      const weight = i === 0 ? Math.abs(m.area) : -Math.abs(m.area);
      area += weight;
      x += (weight * m.cx) / (6 * m.area);
      y += (weight * m.cy) / (6 * m.area);
    });
  }
  if (area === 0) return polygonsOf(g)[0][0][0];
  return [x / area, y / area];
}

/**
 * A point surely inside the geometry, for labels, the map's marker and the commune → region link: the centroid
 * when it is inside, else the middle of the widest inside stretch of the horizontal line through it (or through
 * the largest polygon's middle).
 */
export function representativePoint(g: Geometry): Position {
  const c = centroid(g);
  if (pointInGeometry(c, g)) return c;
  const best = widestStretch(g, c[1]);
  if (best) return best;
  const largest = polygonsOf(g).reduce((a, b) => (Math.abs(ringMoments(b[0]).area) > Math.abs(ringMoments(a[0]).area) ? b : a));
  const ys = largest[0].map((p) => p[1]);
  return widestStretch(g, (Math.min(...ys) + Math.max(...ys)) / 2) ?? c;
}

function widestStretch(g: Geometry, y: number): Position | null {
  const xs: number[] = [];
  for (const polygon of polygonsOf(g))
    for (const ring of polygon)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
      }
  xs.sort((a, b) => a - b);
  let best: Position | null = null;
  let width = 0;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    if (xs[i + 1] - xs[i] > width) [width, best] = [xs[i + 1] - xs[i], [(xs[i] + xs[i + 1]) / 2, y]];
  }
  return best;
}

/** Number of positions, to measure a simplification. */
export const positionCount = (g: Geometry): number => polygonsOf(g).reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0);
