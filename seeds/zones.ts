import fs from 'node:fs';
import path from 'node:path';
import type { ZoneType } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { parseZones } from '../apps/api/src/modules/assolement/carte/parse-zones';
import { importZones, recomputeZoneCommunes } from '../apps/api/src/modules/assolement/carte/zones-import';

/**
 * Marne boundaries (Contours : IGN Admin Express, Licence Ouverte), already simplified by
 * `npm run zones:import`'s default tolerance (docs/features/carte-rendements.md): the seed imports them as they are (tolerance 0), fast.
 */
export const ZONE_FILES: [string, ZoneType][] = [
  ['arrondissements-51-marne.geojson', 'grandeRegion'],
  ['cantons-51-marne.geojson', 'petiteRegion'],
  ['communes-51-marne.geojson', 'commune'],
];

/** seeds/geo from the sources (seeds/) or from the build (apps/api/dist/seeds/). */
export function geoDir(from = __dirname): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.basename(dir) === 'seeds' ? path.join(dir, 'geo') : path.join(dir, 'seeds', 'geo');
    if (fs.existsSync(path.join(candidate, ZONE_FILES[0][0]))) return candidate;
  }
  throw new Error('Dossier seeds/geo introuvable.');
}

/** The map's zones through the import function (upsert, then zone_commune recomputed). */
export async function seedZones(tx: EntityManager): Promise<void> {
  const dir = geoDir();
  for (const [file, type] of ZONE_FILES) {
    await importZones(tx, type, parseZones(fs.readFileSync(path.join(dir, file), 'utf8'), { tolerance: 0 }), { recompute: false });
  }
  await recomputeZoneCommunes(tx);
}
