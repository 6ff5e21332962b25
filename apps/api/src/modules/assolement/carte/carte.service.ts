import { Injectable } from '@nestjs/common';
import { millesimesOfferts, type Quartiles, type RendementMillesimes, type RendementMoyen, type Zone, type ZoneType } from '@portail/contracts';
import { averageByZone, quartiles } from './aggregation';
import { CarteRepository } from './carte.repository';

/**
 * The average-yield map (spec 02 §3, §4, §7). Zones are cached per type in the process and reloaded when their
 * version stamp (count and last import time, one indexed query) changes: a `zones:import` run from the CLI shows
 * at the next request without restarting the api.
 */
@Injectable()
export class CarteService {
  private readonly cache = new Map<ZoneType, { version: string; zones: Promise<Zone[]> }>();

  constructor(private readonly repo: CarteRepository) {}

  async zones(type: ZoneType): Promise<Zone[]> {
    const version = await this.repo.version(type);
    const hit = this.cache.get(type);
    if (hit?.version === version) return hit.zones;
    const zones = this.repo.list(type);
    this.cache.set(type, { version, zones });
    zones.catch(() => this.cache.delete(type));
    return zones;
  }

  async rendements(millesime: number, groupBy: ZoneType): Promise<RendementMoyen[]> {
    const [rows, labels] = await Promise.all([this.repo.farmYieldsByZone([millesime], groupBy), this.repo.labels(groupBy)]);
    const byZone = averageByZone(rows);
    return labels
      .filter((z) => byZone.has(z.code))
      .map((z) => ({ key: z.code, libelle: z.libelle, latitude: z.latitude, longitude: z.longitude, rendement: byZone.get(z.code)! }));
  }

  /** The offered years in which at least one zone of the type publishes an average of the crop (3-farm floor), oldest first. */
  async millesimes(culture: number, groupBy: ZoneType): Promise<RendementMillesimes> {
    const offered = millesimesOfferts();
    const rows = await this.repo.farmYieldsByZone(offered, groupBy, culture);
    return { millesimes: offered.filter((m) => averageByZone(rows.filter((r) => r.millesime === m)).size > 0) };
  }

  async quartiles(culture: number, year: number): Promise<Quartiles> {
    return quartiles(await this.repo.farmYields(culture, year));
  }
}
