import type { ZoneRendement } from './zones';

/** A zone's outline in Web Mercator pixels at zoom 0 (256 px world, Leaflet's EPSG:3857): polygons of rings [x0, y0, x1, y1…]. */
export interface ZoneProjetee {
  ligne: ZoneRendement;
  polygones: Float64Array[][];
  /** minX, minY, maxX, maxY. */
  cadre: [number, number, number, number];
}

const MAX_LATITUDE = 85.0511287798;
const RAD = Math.PI / 180;

/** The point of a longitude/latitude on the 256-pixel world of zoom 0, as L.CRS.EPSG3857.latLngToPoint(…, 0). */
export function mercator(longitude: number, latitude: number): [number, number] {
  const lat = Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE) * RAD;
  return [256 * (0.5 + (longitude * RAD) / (2 * Math.PI)), 256 * (0.5 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / (2 * Math.PI))];
}

type Position = readonly number[];

function polygonesOf(geometrie: ZoneRendement['zone']['geometrie']): Position[][][] {
  const coordinates = geometrie.coordinates as unknown;
  if (geometrie.type === 'Polygon') return [coordinates as Position[][]];
  return coordinates as Position[][][];
}

/**
 * Projects every zone once per data change (the view only scales and shifts them): no per-vertex objects, unlike
 * L.geoJSON, whose 613 polygons took most of the map's first paint (bench:map).
 */
export function projeterZones(lignes: readonly ZoneRendement[]): ZoneProjetee[] {
  return lignes.map((ligne) => {
    const cadre: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const polygones = polygonesOf(ligne.zone.geometrie).map((anneaux) =>
      anneaux.map((anneau) => {
        const points = new Float64Array(anneau.length * 2);
        anneau.forEach((position, i) => {
          const [x, y] = mercator(position[0]!, position[1]!);
          points[2 * i] = x;
          points[2 * i + 1] = y;
          if (x < cadre[0]) cadre[0] = x;
          if (y < cadre[1]) cadre[1] = y;
          if (x > cadre[2]) cadre[2] = x;
          if (y > cadre[3]) cadre[3] = y;
        });
        return points;
      }),
    );
    return { ligne, polygones, cadre };
  });
}

/** Crossing number of a ring (even-odd), for a point in the same space. */
function dansAnneau(points: Float64Array, x: number, y: number): boolean {
  let dedans = false;
  const n = points.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = points[2 * i]!;
    const yi = points[2 * i + 1]!;
    const xj = points[2 * j]!;
    const yj = points[2 * j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) dedans = !dedans;
  }
  return dedans;
}

/** The zone under a point (zoom-0 pixels): inside a polygon's outer ring and none of its holes. */
export function zoneAuPoint(zones: readonly ZoneProjetee[], x: number, y: number): ZoneProjetee | null {
  for (const zone of zones) {
    const [minX, minY, maxX, maxY] = zone.cadre;
    if (x < minX || x > maxX || y < minY || y > maxY) continue;
    for (const [exterieur, ...trous] of zone.polygones) {
      if (exterieur && dansAnneau(exterieur, x, y) && !trous.some((trou) => dansAnneau(trou, x, y))) return zone;
    }
  }
  return null;
}
