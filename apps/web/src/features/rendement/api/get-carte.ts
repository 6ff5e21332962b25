import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getQuartilesRoute,
  getRendementMillesimesRoute,
  getRendementsMoyensRoute,
  getZonesAgricolesRoute,
  type Quartiles,
  type RendementMillesimes,
  RendementMillesimesSchema,
  type RendementMoyen,
  RendementMoyenListSchema,
  routePath,
  type Zone,
  ZoneListSchema,
  type ZoneType,
} from '@portail/contracts';
import { call, withQuery } from '../../../lib/api-client';
import { takePrefetched } from '../../../lib/api/prefetch';

const HOUR = 60 * 60_000;

/** Query keys of the yield map; the dossier's crops and the crop types are the crop rotation's (lib/api/assolement). */
export const rendementKeys = {
  zones: (type: ZoneType) => ['rendement', 'zones', type] as const,
  moyennes: (millesime: number, groupBy: ZoneType) => ['rendement', 'moyennes', millesime, groupBy] as const,
  millesimes: (culture: number, groupBy: ZoneType) => ['rendement', 'millesimes', culture, groupBy] as const,
  quartiles: (culture: number, year: number) => ['rendement', 'quartiles', culture, year] as const,
};

/** GET /api/assolement/zonesagricoles?type=: the zones' simplified geometry, which changes only with an import. */
export const zonesPath = (type: ZoneType) => withQuery(routePath(getZonesAgricolesRoute), { type });
export const zonesQueryOptions = (type: ZoneType) =>
  queryOptions({
    queryKey: rendementKeys.zones(type),
    queryFn: (): Promise<Zone[]> => takePrefetched(zonesPath(type), ZoneListSchema, () => call(getZonesAgricolesRoute, { query: { type } })),
    staleTime: HOUR,
  });

/** GET /api/assolement/rendement/{millesime}?groupBy=: average yields per zone and crop. */
export const rendementsPath = (millesime: number, groupBy: ZoneType) => withQuery(routePath(getRendementsMoyensRoute, { millesime }), { groupBy });
export const rendementsQueryOptions = (millesime: number, groupBy: ZoneType) =>
  queryOptions({
    queryKey: rendementKeys.moyennes(millesime, groupBy),
    queryFn: (): Promise<RendementMoyen[]> =>
      takePrefetched(rendementsPath(millesime, groupBy), RendementMoyenListSchema, () =>
        call(getRendementsMoyensRoute, { params: { millesime }, query: { groupBy } }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /api/assolement/rendementmillesimes?culture=&groupBy=: the years with a published average of the crop. */
export const rendementMillesimesPath = (culture: number, groupBy: ZoneType) => withQuery(routePath(getRendementMillesimesRoute), { culture, groupBy });
export const rendementMillesimesQueryOptions = (culture: number, groupBy: ZoneType) =>
  queryOptions({
    queryKey: rendementKeys.millesimes(culture, groupBy),
    queryFn: (): Promise<RendementMillesimes> =>
      takePrefetched(rendementMillesimesPath(culture, groupBy), RendementMillesimesSchema, () =>
        call(getRendementMillesimesRoute, { query: { culture, groupBy } }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /api/assolement/quartiles/{culture}/{year}. */
export const quartilesQueryOptions = (culture: number, year: number) =>
  queryOptions({
    queryKey: rendementKeys.quartiles(culture, year),
    queryFn: (): Promise<Quartiles> => call(getQuartilesRoute, { params: { culture, year } }),
    staleTime: 5 * 60_000,
  });

export const useZones = (type: ZoneType) => useQuery(zonesQueryOptions(type));
export const useRendements = (millesime: number, groupBy: ZoneType) => useQuery(rendementsQueryOptions(millesime, groupBy));
export const useQuartiles = (culture: number, year: number) => useQuery(quartilesQueryOptions(culture, year));
export const useRendementMillesimes = (culture: number, groupBy: ZoneType) => useQuery(rendementMillesimesQueryOptions(culture, groupBy));
