import type { z } from 'zod';
import type { ModuleCode } from './common/modules';
import type { RouteDuerAccess } from './duer/duer-route-access';

/** Access to the dossier a route acts on; the api's access guard enforces it. */
export interface RouteDossierAccess {
  /** Modules the route needs; any one suffices unless requireAll. */
  modules?: readonly ModuleCode[];
  requireAll?: boolean;
  /** Alternatives to `modules`: the dossier must hold every module of at least one set (AG: canSubscribeAg with dossier_cder, or...). */
  moduleSets?: readonly (readonly ModuleCode[])[];
  /** For collaborators, these modules (any one) replace `modules` and `moduleSets` (AG: canSubscribeAgCollab). */
  staffModules?: readonly ModuleCode[];
  /** Rights categories (any one, descendants included) a member needs on the dossier; the gérant and staff hold them all. */
  categories?: readonly string[];
  /** Only a gérant (role 1) of the dossier may call the route. */
  gerant?: boolean;
  /** A path parameter naming a person: a member may target only himself unless gérant of the dossier. */
  selfOrGerant?: string;
  /** A DUER route: the rights of spec 03 §6 its call needs, decided by the guard on the DUER (or dossier) it names. */
  duer?: RouteDuerAccess;
}

/**
 * One api route, declared once: the api binds a controller method to it, the web calls it, the
 * OpenAPI document is generated from it.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Full path with `{param}` placeholders, e.g. `/api/events/{id}`. */
  path: string;
  tag: string;
  summary: string;
  auth: 'public' | 'session' | 'staff';
  /** The route acts on one dossier (path, body, query or the staff header x-code-dossier). */
  dossier?: RouteDossierAccess;
  /** Modules the person must hold at person level or on one of their dossiers (administrateur_cder); 403 otherwise. */
  userModules?: readonly ModuleCode[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data (files); `body` then describes its text fields. */
  multipart?: boolean;
  /** JSON response; absent for files, images and redirects. */
  response?: z.ZodType;
  /** Success status, 200 unless given. */
  status?: 200 | 201 | 204;
}

/** Keeps the literal types of a route (its schemas) for typed callers. */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

type Part<R, K extends 'params' | 'query' | 'body', Mode extends 'input' | 'output'> = R extends { [P in K]: infer S extends z.ZodType }
  ? Mode extends 'input'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What a caller sends: path params, query and body in their input form (before defaults and transforms). */
export type RouteInput<R extends ApiRoute> = (R extends { params: z.ZodType } ? { params: Part<R, 'params', 'input'> } : { params?: undefined }) &
  (R extends { query: z.ZodType } ? { query?: Part<R, 'query', 'input'> } : { query?: undefined }) &
  (R extends { multipart: true } ? { body: FormData } : R extends { body: z.ZodType } ? { body: Part<R, 'body', 'input'> } : { body?: undefined });

/** What the server reads once validated. */
export type RouteParams<R extends ApiRoute> = Part<R, 'params', 'output'>;
export type RouteQuery<R extends ApiRoute> = Part<R, 'query', 'output'>;
export type RouteBody<R extends ApiRoute> = Part<R, 'body', 'output'>;
export type RouteResponse<R extends ApiRoute> = R extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

/** `/api/events/{id}` with `{ id: 3 }` → `/api/events/3` (each value URI-encoded). */
export function routePath(route: Pick<ApiRoute, 'path'>, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Paramètre manquant : ${name}`);
    return encodeURIComponent(String(value));
  });
}
