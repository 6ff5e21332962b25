import { prefetch } from '../../../lib/api/prefetch';
import { carteParams } from '../utils/params';
import { rendementsPath, zonesPath } from './get-carte';

export const RENDEMENT_PATH = '/outils/rendement';

/**
 * The map's screen is loading: its zones and averages start now, beside its chunk and the session check. Opened
 * directly (a link, a reload, redirectTo=carto) the address gives the zone type and year; from another screen the
 * map opens with its defaults.
 */
export function prefetchCarte(): void {
  const search = window.location.pathname === RENDEMENT_PATH ? window.location.search : '';
  const { type, millesime } = carteParams(new URLSearchParams(search));
  prefetch(zonesPath(type));
  prefetch(rendementsPath(millesime, type));
}
