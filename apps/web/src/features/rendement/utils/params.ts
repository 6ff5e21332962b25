import { CARTE, millesimesOfferts, ZONE_TYPES, type ZoneType } from '@portail/contracts';

interface CarteParams {
  type: ZoneType;
  culture: number;
  /** The year the address names; null: the map chooses (the latest with an average of the crop). */
  millesime: number | null;
}

/** Without a published average to go by: N-1 (N has no harvest yet). */
export const millesimeParDefaut = () => new Date().getFullYear() - 1;

/** Zone type, crop and year from the address (?type=&culture=&millesime=), else the defaults: commune, 1015, no year. */
export function carteParams(search: URLSearchParams): CarteParams {
  const type = (ZONE_TYPES as readonly string[]).includes(search.get('type') ?? '') ? (search.get('type') as ZoneType) : CARTE.zoneParDefaut;
  const culture = Number(search.get('culture')) || CARTE.cultureParDefaut;
  const wanted = Number(search.get('millesime'));
  return { type, culture, millesime: millesimesOfferts().includes(wanted) ? wanted : null };
}
