import { z } from 'zod';
import { idParam } from '../common/input';
import { MillesimeSchema } from './assolement.schema';

/** Average-yield map (spec 02 §3 Average yield and Zone, §4 Map, §9 Crop rotation and map). */
export const ZONE_TYPES = ['commune', 'petiteRegion', 'grandeRegion'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const CARTE = {
  cultureParDefaut: 1015,
  zoneParDefaut: 'commune' as ZoneType,
  centre: { latitude: 49.05, longitude: 4.03 },
  zoom: 10,
  /** A (zone, crop) average is shown only from this many farms: no client's yield can be read off the map. */
  exploitationsMinZone: 3,
  /** Quartiles are given only from this many farms portal-wide. */
  exploitationsMinQuartiles: 5,
  /** Grades at 0, Q1, Q2, Q3 (spec 02 §9). */
  couleurs: ['#b8d5ff', '#8ebbff', '#66a0ff', '#3d84ff'],
} as const;

export const CarteMessages = {
  chargementRendements: 'Une erreur est survenue lors du chargement des rendements moyens pour ce millésime.',
  chargementZones: 'Une erreur est survenue lors du chargement des zones de la carte.',
  typeZone: 'Le type de zone doit être commune, petiteRegion ou grandeRegion.',
  culture: 'Culture inconnue.',
} as const;

export const ZoneTypeSchema = z.enum(ZONE_TYPES, { error: CarteMessages.typeZone });

export const ZonesQuerySchema = z.object({ type: ZoneTypeSchema.default('commune') });
export const ZoneSchema = z.object({
  code: z.string(),
  libelle: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  geometrie: z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) }).describe('Géométrie GeoJSON simplifiée (WGS84)'),
});
export type Zone = z.infer<typeof ZoneSchema>;
export const ZoneListSchema = z.array(ZoneSchema);

export const RendementParamSchema = z.object({ millesime: MillesimeSchema });
export const RendementQuerySchema = z.object({ groupBy: ZoneTypeSchema.default('commune') });
export const RendementMoyenSchema = z.object({
  key: z.string().describe('Code de la zone'),
  libelle: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rendement: z.array(
    z.object({
      culture: z.number().int().describe('idtCultureTypeTRAME'),
      rendement: z.number().describe('t/ha, moyenne pondérée par la surface'),
      exploitations: z.number().int(),
    }),
  ),
});
export type RendementMoyen = z.infer<typeof RendementMoyenSchema>;
export const RendementMoyenListSchema = z.array(RendementMoyenSchema);

export const RendementMillesimesQuerySchema = z.object({ culture: idParam(CarteMessages.culture), groupBy: ZoneTypeSchema.default('commune') });
export const RendementMillesimesSchema = z.object({
  millesimes: z
    .array(z.number().int())
    .describe('Millésimes proposés (année en cours -3 à +1) où au moins une zone publie un rendement moyen de la culture, du plus ancien au plus récent'),
});
export type RendementMillesimes = z.infer<typeof RendementMillesimesSchema>;

export const QuartilesParamSchema = z.object({
  culture: idParam(CarteMessages.culture),
  year: MillesimeSchema,
});
export const QuartilesSchema = z.object({
  q1: z.number().nullable(),
  q2: z.number().nullable(),
  q3: z.number().nullable(),
  exploitations: z.number().int().describe('Exploitations ayant un rendement pour cette culture et cette année ; quartiles nuls sous 5'),
});
export type Quartiles = z.infer<typeof QuartilesSchema>;
