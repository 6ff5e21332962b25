import { defineRoute } from '../api-route';
import {
  QuartilesParamSchema,
  QuartilesSchema,
  RendementMillesimesQuerySchema,
  RendementMillesimesSchema,
  RendementMoyenListSchema,
  RendementParamSchema,
  RendementQuerySchema,
  ZoneListSchema,
  ZonesQuerySchema,
} from './carte.schema';

/** Average-yield map (spec 02 §7 Crop rotation): a tool_echanges tool, read across all dossiers, no dossier of its own. */
const ECHANGES = ['tool_echanges'] as const;

export const getZonesAgricolesRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/zonesagricoles',
  tag: 'assolement',
  summary: 'Zones de la carte d’un type (commune, petiteRegion, grandeRegion) : libellé, centre et géométrie simplifiée',
  auth: 'session',
  userModules: ECHANGES,
  query: ZonesQuerySchema,
  response: ZoneListSchema,
});
export const getRendementsMoyensRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/rendement/{millesime}',
  tag: 'assolement',
  summary: 'Rendements moyens par zone et par culture d’un millésime (moyenne pondérée par la surface, 3 exploitations au moins)',
  auth: 'session',
  userModules: ECHANGES,
  params: RendementParamSchema,
  query: RendementQuerySchema,
  response: RendementMoyenListSchema,
});
export const getRendementMillesimesRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/rendementmillesimes',
  tag: 'assolement',
  summary: 'Millésimes où la carte publie un rendement moyen de la culture pour ce type de zone (la carte s’ouvre sur le plus récent)',
  auth: 'session',
  userModules: ECHANGES,
  query: RendementMillesimesQuerySchema,
  response: RendementMillesimesSchema,
});
export const getQuartilesRoute = defineRoute({
  method: 'get',
  path: '/api/assolement/quartiles/{culture}/{year}',
  tag: 'assolement',
  summary: 'Quartiles Q1, Q2, Q3 des rendements des exploitations pour une culture et une année ',
  auth: 'session',
  userModules: ECHANGES,
  params: QuartilesParamSchema,
  response: QuartilesSchema,
});
