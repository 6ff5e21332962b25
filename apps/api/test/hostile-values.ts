import type { ApiRoute } from '@portail/contracts';
import { z } from 'zod';

/** Hostile values of issue 8 item 7: a NUL byte in strings, integers past PostgreSQL's int32. */
export const NUL_TEXT = 'a\u0000b';
export const PAST_INT32 = 2 ** 31;
export const HUGE_ID = '99999999999';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

type Path = (string | number)[];
type Leaf = { path: Path; kind: 'string' | 'number' };

const UUID = '00000000-0000-4000-8000-000000000000';

function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The first alternative that is not null, so nullable and union fields are filled. */
function pick(s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (options) return pick(options.find((o) => o.type !== 'null') ?? options[0]);
  if (s.allOf?.length) return pick(s.allOf[0]);
  return s;
}

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

/** A plausible value for a schema: valid where a simple rule finds one, else something of the right type. */
export function sample(raw: JsonSchema): unknown {
  const s = pick(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return s.items ? [sample(s.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'uuid') return UUID;
      if (s.format === 'email') return 'gerant.multi@exemple.fr';
      if (s.pattern?.includes('\\d{6}')) return '010001';
      return 'Texte';
    default:
      return 'Texte';
  }
}

function leaves(raw: JsonSchema, path: Path = []): Leaf[] {
  const s = pick(raw);
  if (s.const !== undefined || s.enum?.length) return [{ path, kind: 'string' }];
  switch (typeOf(s)) {
    case 'object':
      return Object.entries(s.properties ?? {}).flatMap(([k, v]) => leaves(v, [...path, k]));
    case 'array':
      return s.items ? leaves(s.items, [...path, 0]) : [];
    case 'integer':
    case 'number':
      return [{ path, kind: 'number' }];
    case 'string':
      return [{ path, kind: 'string' }];
    default:
      return [];
  }
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
  return copy;
}

const hostile = (leaf: Leaf, inUrl = false) => (leaf.kind === 'string' ? NUL_TEXT : inUrl ? String(PAST_INT32) : PAST_INT32);

function validParams(route: ApiRoute): Record<string, string> {
  const values = route.params ? (sample(jsonSchema(route.params)) as Record<string, unknown>) : {};
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return Object.fromEntries(names.map((n) => [n, String(values[n] ?? '1')]));
}

/** Each path parameter in turn replaced by a NUL-containing string and by a number past int32. */
export function hostileParamSets(route: ApiRoute) {
  const valid = validParams(route);
  return Object.keys(valid).flatMap((name) =>
    [NUL_TEXT, HUGE_ID].map((value) => ({ label: `{${name}}=${JSON.stringify(value)}`, params: { ...valid, [name]: value }, valid })),
  );
}

/** Plausible query values, sent with the hostile bodies (the dossier of a multipart route travels in the query). */
export function validQuery(route: ApiRoute): Record<string, unknown> | undefined {
  return route.query ? (sample(jsonSchema(route.query)) as Record<string, unknown>) : undefined;
}

/** Each query field in turn made hostile, the others plausible. */
export function hostileQueries(route: ApiRoute) {
  if (!route.query) return [];
  const schema = jsonSchema(route.query);
  const base = sample(schema) as Record<string, unknown>;
  return leaves(schema).map((leaf) => ({ label: `?${leaf.path.join('.')}`, query: withValue(base, leaf.path, hostile(leaf, true)) as Record<string, unknown> }));
}

/** Each body field in turn made hostile with the others plausible, then every field hostile at once. */
export function hostileBodies(route: ApiRoute) {
  if (!route.body) return [];
  const schema = jsonSchema(route.body);
  const base = sample(schema);
  const all = leaves(schema);
  const each = all.map((leaf) => ({ label: `body.${leaf.path.join('.')}`, body: withValue(base, leaf.path, hostile(leaf)) }));
  const everything = all.reduce((body, leaf) => withValue(body, leaf.path, hostile(leaf)), base);
  return [...each, { label: 'body (every field)', body: everything }];
}
