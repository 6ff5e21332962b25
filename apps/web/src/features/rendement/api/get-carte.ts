import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Assolement,
  type CultureType,
  getAssolementRoute,
  getCultureTypesRoute,
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

/** GET /api/assolement/zonesagricoles?type=: the zones' simplified geometry, which changes only with an import. */
export const zonesPath = (type: ZoneType) => withQuery(routePath(getZonesAgricolesRoute), { type });
export const zonesQueryOptions = (type: ZoneType) =>
  queryOptions({
    queryKey: ['rendement', 'zones', type] as const,
    queryFn: (): Promise<Zone[]> => takePrefetched(zonesPath(type), ZoneListSchema, () => call(getZonesAgricolesRoute, { query: { type } })),
    staleTime: HOUR,
  });

/** GET /api/assolement/rendement/{millesime}?groupBy=: average yields per zone and crop. */
export const rendementsPath = (millesime: number, groupBy: ZoneType) => withQuery(routePath(getRendementsMoyensRoute, { millesime }), { groupBy });
export const rendementsQueryOptions = (millesime: number, groupBy: ZoneType) =>
  queryOptions({
    queryKey: ['rendement', 'moyennes', millesime, groupBy] as const,
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
    queryKey: ['rendement', 'millesimes', culture, groupBy] as const,
    queryFn: (): Promise<RendementMillesimes> =>
      takePrefetched(rendementMillesimesPath(culture, groupBy), RendementMillesimesSchema, () =>
        call(getRendementMillesimesRoute, { query: { culture, groupBy } }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /api/assolement/quartiles/{culture}/{year}. */
export const quartilesQueryOptions = (culture: number, year: number) =>
  queryOptions({
    queryKey: ['rendement', 'quartiles', culture, year] as const,
    queryFn: (): Promise<Quartiles> => call(getQuartilesRoute, { params: { culture, year } }),
    staleTime: 5 * 60_000,
  });

export const useZones = (type: ZoneType) => useQuery(zonesQueryOptions(type));
export const useRendements = (millesime: number, groupBy: ZoneType) => useQuery(rendementsQueryOptions(millesime, groupBy));
export const useQuartiles = (culture: number, year: number) => useQuery(quartilesQueryOptions(culture, year));
export const useRendementMillesimes = (culture: number, groupBy: ZoneType) => useQuery(rendementMillesimesQueryOptions(culture, groupBy));

/** GET /api/assolement/cultures (same cache entry as the crop rotation's). */
export const useCultureTypes = () =>
  useQuery({ queryKey: ['assolement', 'cultures'] as const, queryFn: (): Promise<CultureType[]> => call(getCultureTypesRoute, {}), staleTime: 5 * 60_000 });

/** The dossier's own crop lines of the year: GET /api/assolement/{codeDossier}/{millesime} (same cache entry as the crop rotation's). */
export const useAssolementDossier = (codeDossier: string | undefined, millesime: number) =>
  useQuery({
    queryKey: ['assolement', codeDossier ?? '', millesime] as const,
    queryFn: (): Promise<Assolement> => call(getAssolementRoute, { params: { codeDossier: codeDossier ?? '', millesime } }),
    enabled: !!codeDossier,
  });
