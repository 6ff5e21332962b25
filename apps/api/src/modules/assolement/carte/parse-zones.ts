import type { ZoneType } from '@portail/contracts';
import { type Geometry, type Position, positionCount, representativePoint, simplifyGeometry } from './geometry';

export interface ZoneInput {
  code: string;
  libelle: string;
  geometrie: Geometry;
  latitude: number;
  longitude: number;
}

export interface ParseZonesOptions {
  codeProp?: string;
  nameProp?: string;
  /** Douglas-Peucker tolerance in degrees; 0 keeps the outline as is. */
  tolerance?: number;
}

/** Default tolerance (degrees): about 70–110 m in the Marne, a pixel at zoom 10; 44 % fewer points on the Marne communes. */
export const TOLERANCE_PAR_DEFAUT = 0.001;

/** A refused zones file: the CLI prints the message and writes nothing. */
export class ZoneImportError extends Error {}

const isPosition = (p: unknown): p is Position => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
const isRing = (r: unknown): r is Position[] => Array.isArray(r) && r.length >= 4 && r.every(isPosition);
const isPolygon = (p: unknown): p is Position[][] => Array.isArray(p) && p.length >= 1 && p.every(isRing);

function geometryOf(g: unknown, where: string): Geometry {
  const { type, coordinates } = (g ?? {}) as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon' && isPolygon(coordinates)) return { type, coordinates: coordinates.map((r) => r.map((p) => [p[0], p[1]])) };
  if (type === 'MultiPolygon' && Array.isArray(coordinates) && coordinates.length && coordinates.every(isPolygon))
    return { type, coordinates: coordinates.map((poly) => poly.map((r) => r.map((p): Position => [p[0], p[1]]))) };
  throw new ZoneImportError(`${where} : la géométrie doit être un Polygon ou un MultiPolygon GeoJSON valide.`);
}

/** Reads a GeoJSON FeatureCollection into zones: code and name from the given properties, geometry simplified, a point inside each zone. */
export function parseZones(text: string, options: ParseZonesOptions = {}): ZoneInput[] {
  const { codeProp = 'code', nameProp = 'nom', tolerance = TOLERANCE_PAR_DEFAUT } = options;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ZoneImportError('Le fichier n’est pas un JSON valide.');
  }
  const { type, features } = (json ?? {}) as { type?: unknown; features?: unknown };
  if (type !== 'FeatureCollection' || !Array.isArray(features)) throw new ZoneImportError('Le fichier doit être une FeatureCollection GeoJSON.');
  if (!features.length) throw new ZoneImportError('La FeatureCollection ne contient aucune zone.');
  const seen = new Set<string>();
  return features.map((f: unknown, i) => {
    const where = `Zone n° ${i + 1}`;
    const { properties, geometry } = (f ?? {}) as { properties?: Record<string, unknown>; geometry?: unknown };
    const code = properties?.[codeProp];
    const libelle = properties?.[nameProp];
    if ((typeof code !== 'string' && typeof code !== 'number') || !String(code).trim() || String(code).length > 10)
      throw new ZoneImportError(`${where} : propriété « ${codeProp} » absente ou de plus de 10 caractères.`);
    if (typeof libelle !== 'string' || !libelle.trim() || libelle.length > 255)
      throw new ZoneImportError(`${where} : propriété « ${nameProp} » absente ou trop longue.`);
    const key = String(code).trim();
    if (seen.has(key)) throw new ZoneImportError(`${where} : le code ${key} figure deux fois.`);
    seen.add(key);
    const original = geometryOf(geometry, `${where} (${key})`);
    const [longitude, latitude] = representativePoint(original);
    return {
      code: key,
      libelle: libelle.trim().normalize('NFC'),
      geometrie: tolerance > 0 ? simplifyGeometry(original, tolerance) : original,
      latitude: round(latitude),
      longitude: round(longitude),
    };
  });
}

const round = (n: number) => Number(n.toFixed(5));

export const totalPositions = (zones: ZoneInput[]): number => zones.reduce((n, z) => n + positionCount(z.geometrie), 0);

export const isZoneType = (t: string): t is ZoneType => ['commune', 'petiteRegion', 'grandeRegion'].includes(t);
