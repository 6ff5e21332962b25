import { prefetch } from '../../../lib/api/prefetch';
import { carteParams } from '../utils/params';
import { rendementMillesimesPath, rendementsPath, zonesPath } from './get-carte';

export const RENDEMENT_PATH = '/outils/rendement';

/**
 * The map's screen is loading: its zones and averages start now, beside its chunk and the session check. Opened
 * directly (a link, a reload, redirectTo=carto) the address gives the zone type and year; without a year, the years
 * with an average of the crop start instead (the map opens on the latest).
 */
export function prefetchCarte(): void {
  const search = window.location.pathname === RENDEMENT_PATH ? window.location.search : '';
  const { type, culture, millesime } = carteParams(new URLSearchParams(search));
  prefetch(zonesPath(type));
  if (millesime !== null) prefetch(rendementsPath(millesime, type));
  else prefetch(rendementMillesimesPath(culture, type));
}
