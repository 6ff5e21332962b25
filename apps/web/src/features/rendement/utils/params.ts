import { CARTE, millesimesOfferts, ZONE_TYPES, type ZoneType } from '@portail/contracts';

export interface CarteParams {
  type: ZoneType;
  culture: number;
  millesime: number;
}

/** Zone type, crop and year from the address (?type=&culture=&millesime=), else the defaults: commune, 1015, N-1 (N has no harvest yet). */
export function carteParams(search: URLSearchParams): CarteParams {
  const type = (ZONE_TYPES as readonly string[]).includes(search.get('type') ?? '') ? (search.get('type') as ZoneType) : CARTE.zoneParDefaut;
  const culture = Number(search.get('culture')) || CARTE.cultureParDefaut;
  const wanted = Number(search.get('millesime'));
  const millesime = millesimesOfferts().includes(wanted) ? wanted : new Date().getFullYear() - 1;
  return { type, culture, millesime };
}
