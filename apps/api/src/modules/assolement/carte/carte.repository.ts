import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Zone, ZoneType } from '@portail/contracts';
import { Repository } from 'typeorm';
import type { RendementExploitation } from './aggregation';
import { ZoneAgricole } from './zone.entity';

/** Surface-weighted yield of each farm's crop in the years $1 (crops $2, all when null): lines without yield, surface or commune are ignored. */
const FARM_YIELDS = `SELECT a.millesime, a.code_dossier AS "codeDossier", l.id_culture_type AS culture, SUM(l.surface)::float8 AS surface,
    (SUM(l.surface * l.rendement) / SUM(l.surface))::float8 AS rendement, %ZONE% AS zone
  FROM assolement a JOIN assolement_culture l ON l.id_assolement = a.id %JOIN%
  WHERE a.millesime = ANY($1::int[]) AND ($2::int IS NULL OR l.id_culture_type = $2)
    AND l.rendement IS NOT NULL AND l.surface > 0 AND a.commune_insee IS NOT NULL %WHERE%
  GROUP BY a.millesime, a.code_dossier, l.id_culture_type, %ZONE%`;

/** French order whatever the database collation (É with E). */
const byLibelle = (a: { libelle: string; code: string }, b: { libelle: string; code: string }) =>
  a.libelle.localeCompare(b.libelle, 'fr') || a.code.localeCompare(b.code);

/** The map's reads: zones (with their version stamp) and the farms' yields. */
@Injectable()
export class CarteRepository {
  constructor(@InjectRepository(ZoneAgricole) private readonly zones: Repository<ZoneAgricole>) {}

  /** Changes with every import of the type (importe_le) and every added or removed zone. */
  async version(type: ZoneType): Promise<string> {
    const [row] = await this.zones.query(`SELECT count(*)::int AS n, max(importe_le) AS at FROM zone_agricole WHERE type = $1`, [type]);
    return `${row.n}:${row.at ? new Date(row.at).getTime() : 0}`;
  }

  async list(type: ZoneType): Promise<Zone[]> {
    const rows = await this.zones.find({ where: { type } });
    return rows.sort(byLibelle).map((z) => ({ code: z.code, libelle: z.libelle, latitude: z.latitude, longitude: z.longitude, geometrie: z.geometrie }));
  }

  async labels(type: ZoneType): Promise<{ code: string; libelle: string; latitude: number; longitude: number }[]> {
    const rows = await this.zones.find({ where: { type }, select: { code: true, libelle: true, latitude: true, longitude: true } });
    return rows.sort(byLibelle);
  }

  /** Per farm and crop of the years (one crop, or all), the zone of the given type holding the farm's commune. */
  farmYieldsByZone(millesimes: number[], type: ZoneType, culture: number | null = null): Promise<(RendementExploitation & { millesime: number })[]> {
    const sql =
      type === 'commune'
        ? FARM_YIELDS.replaceAll('%ZONE%', 'a.commune_insee').replace('%JOIN%', '').replace('%WHERE%', '')
        : FARM_YIELDS.replaceAll('%ZONE%', 'zc.code_zone')
            .replace('%JOIN%', 'JOIN zone_commune zc ON zc.commune_insee = a.commune_insee')
            .replace('%WHERE%', 'AND zc.type = $3');
    return this.zones.query(sql, type === 'commune' ? [millesimes, culture] : [millesimes, culture, type]);
  }

  /** Each farm's surface-weighted yield of the crop in the year, portal-wide (with or without commune). */
  async farmYields(culture: number, millesime: number): Promise<number[]> {
    const rows: { rendement: number }[] = await this.zones.query(
      `SELECT (SUM(l.surface * l.rendement) / SUM(l.surface))::float8 AS rendement
         FROM assolement a JOIN assolement_culture l ON l.id_assolement = a.id
        WHERE a.millesime = $1 AND l.id_culture_type = $2 AND l.rendement IS NOT NULL AND l.surface > 0
        GROUP BY a.code_dossier`,
      [millesime, culture],
    );
    return rows.map((r) => r.rendement);
  }
}
