import { randomUUID } from 'node:crypto';
import type { ZoneType } from '@portail/contracts';
import type { EntityManager } from 'typeorm';
import { type Geometry, pointInGeometry } from './geometry';
import type { ZoneInput } from './parse-zones';

const CHUNK = 500;

/**
 * Upserts the zones of one type (zones of that type absent from the input stay) and recomputes zone_commune.
 * `recompute: false` lets a caller importing several types recompute once at the end. Runs in the caller's transaction: a failure writes nothing.
 */
export async function importZones(tx: EntityManager, type: ZoneType, zones: ZoneInput[], { recompute = true } = {}): Promise<void> {
  for (let i = 0; i < zones.length; i += CHUNK) {
    const chunk = zones.slice(i, i + CHUNK);
    const values: unknown[] = [];
    const rows = chunk.map((z, j) => {
      values.push(randomUUID(), type, z.code, z.libelle, JSON.stringify(z.geometrie), z.latitude, z.longitude);
      const n = j * 7;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}::jsonb, $${n + 6}, $${n + 7}, now())`;
    });
    await tx.query(
      `INSERT INTO zone_agricole (id, type, code, libelle, geometrie, latitude, longitude, importe_le) VALUES ${rows.join(', ')}
       ON CONFLICT (type, code) DO UPDATE SET libelle = EXCLUDED.libelle, geometrie = EXCLUDED.geometrie, latitude = EXCLUDED.latitude,
         longitude = EXCLUDED.longitude, importe_le = EXCLUDED.importe_le`,
      values,
    );
  }
  if (recompute) await recomputeZoneCommunes(tx);
}

/** Each commune's representative point (stored as its centre) located in the petites and grandes régions. */
export async function recomputeZoneCommunes(tx: EntityManager): Promise<void> {
  const zones: { type: ZoneType; code: string; geometrie: Geometry; latitude: number; longitude: number }[] = await tx.query(
    'SELECT type, code, geometrie, latitude, longitude FROM zone_agricole',
  );
  const communes = zones.filter((z) => z.type === 'commune');
  const links = assignCommunes(
    communes,
    zones.filter((z) => z.type !== 'commune'),
  );
  await tx.query('DELETE FROM zone_commune');
  for (let i = 0; i < links.length; i += CHUNK) {
    const chunk = links.slice(i, i + CHUNK);
    await tx.query(`INSERT INTO zone_commune (type, commune_insee, code_zone) SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[])`, [
      chunk.map((l) => l.type),
      chunk.map((l) => l.communeInsee),
      chunk.map((l) => l.codeZone),
    ]);
  }
}

/** The region (of each type) holding each commune's point; a commune outside every region of a type gets no link for it. */
export function assignCommunes(
  communes: { code: string; latitude: number; longitude: number }[],
  regions: { type: ZoneType; code: string; geometrie: Geometry }[],
): { type: ZoneType; communeInsee: string; codeZone: string }[] {
  const links: { type: ZoneType; communeInsee: string; codeZone: string }[] = [];
  for (const c of communes) {
    for (const type of ['petiteRegion', 'grandeRegion'] as const) {
      const region = regions.find((r) => r.type === type && pointInGeometry([c.longitude, c.latitude], r.geometrie));
      if (region) links.push({ type, communeInsee: c.code, codeZone: region.code });
    }
  }
  return links;
}
