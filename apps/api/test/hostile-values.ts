import type { ApiRoute } from '@portail/contracts';
import { z } from 'zod';
import { rdvId } from '../../../seeds/ids';

/** Hostile values of issue 8 item 7: a NUL byte in strings, integers past PostgreSQL's int32. */
export const NUL_TEXT = 'a\u0000b';
export const PAST_INT32 = 2 ** 31;
export const HUGE_ID = '99999999999';
/** Issue 30 item 3: an unpaired UTF-16 surrogate and a right-to-left override, each refused with 400 in every string. */
export const LONE_SURROGATE = 'a\uD800b';
export const DIRECTION_CONTROL = 'a\u202Eb';

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
  if (s.type !== undefined) return s;
  const options = s.anyOf ?? s.oneOf;
  if (options) return pick(options.find((o) => o.type !== 'null') ?? options[0]);
  if (s.allOf?.length) return pick(s.allOf[0]);
  return s;
}

function typeOf(s: JsonSchema): string | undefined {
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
}

const EMAIL = 'gerant.multi@exemple.fr';
const PHONE = '0612345678';
const PASSWORD = 'Motdepasse-tres-sur-2026!';
/** Tried in turn against a field's pattern. */
const PATTERN_CANDIDATES = ['Texte', '010001', PHONE, 'a1b2c', 'CE01', 'page-1', 'abcdefghijklmnopqrstuvwxyz012345', UUID, '/images/savoir/page.svg'];

/** A string with several regexes carries them under allOf. */
const patterns = (s: JsonSchema): string[] => [s.pattern, ...(s.allOf ?? []).map((a) => a.pattern)].filter((p): p is string => !!p);

function sampleText(s: JsonSchema, key: string): string {
  if (s.format === 'uuid' || /^(guid\w*|codeliaison)$/i.test(key)) return UUID;
  if (s.format === 'email' || /mail|username/i.test(key)) return EMAIL;
  if (s.format === 'date') return '2026-01-15';
  if (/^(tel|telephone|portable)$/i.test(key)) return PHONE;
  if (/^(pwd|password|pwdConfirmation)$/i.test(key)) return PASSWORD;
  if (patterns(s).length) return PATTERN_CANDIDATES.find((c) => patterns(s).every((p) => new RegExp(p).test(c))) ?? 'Texte';
  return 'Texte';
}

/** A plausible value for a schema: valid where a simple rule finds one (by format, pattern or field name), else of the right type. */
export function sample(raw: JsonSchema, key = ''): unknown {
  const s = pick(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case 'array':
      return s.items ? [sample(s.items, key)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleText(s, key);
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

const hostile = (leaf: Leaf, inUrl = false, text = NUL_TEXT) => (leaf.kind === 'string' ? text : inUrl ? String(PAST_INT32) : PAST_INT32);
/** Every leaf, or only the strings when a hostile text is given. */
const hostileLeaves = (schema: JsonSchema, text?: string) => leaves(schema).filter((leaf) => text === undefined || leaf.kind === 'string');

/**
 * Percent-encodes a URL part; a lone surrogate becomes the three bytes of its code point
 * (%ED%A0%80), which are not UTF-8: what a client that does not check sends.
 */
export function urlEncode(value: string): string {
  let encoded = '';
  for (const c of value) {
    const code = c.codePointAt(0)!;
    const lone = code >= 0xd800 && code <= 0xdfff;
    encoded += lone
      ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      : encodeURIComponent(c);
  }
  return encoded;
}

/** A query string of scalar values, encoded as urlEncode does. */
export const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${urlEncode(k)}=${urlEncode(String(v))}`)
    .join('&');

/** Plausible path parameters, each a string. */
export function validParams(route: ApiRoute): Record<string, string> {
  const values = route.params ? (sample(jsonSchema(route.params)) as Record<string, unknown>) : {};
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return Object.fromEntries(names.map((n) => [n, String(values[n] ?? '1')]));
}

/** Each path parameter in turn replaced by a NUL-containing string and by a number past int32 (or by the values given). */
export function hostileParamSets(route: ApiRoute, values: string[] = [NUL_TEXT, HUGE_ID]) {
  const valid = validParams(route);
  return Object.keys(valid).flatMap((name) =>
    values.map((value) => ({ label: `{${name}}=${JSON.stringify(value)}`, params: { ...valid, [name]: value }, valid })),
  );
}

/** Plausible query values, sent with the hostile bodies (the dossier of a multipart route travels in the query). */
export function validQuery(route: ApiRoute): Record<string, unknown> | undefined {
  return route.query ? (sample(jsonSchema(route.query)) as Record<string, unknown>) : undefined;
}

/** Each query field in turn made hostile, the others plausible (only the strings, given `text`, when it is given). */
export function hostileQueries(route: ApiRoute, text?: string) {
  if (!route.query) return [];
  const schema = jsonSchema(route.query);
  const base = sample(schema) as Record<string, unknown>;
  return hostileLeaves(schema, text).map((leaf) => ({
    label: `?${leaf.path.join('.')}`,
    query: withValue(base, leaf.path, hostile(leaf, true, text)) as Record<string, unknown>,
  }));
}

/** Seeded rows that let a body go past its lookups, so a hostile field reaches the writes. */
const AG_ANNEE = {
  millesime: 2040,
  dateOuverture: '2040-03-01T08:00:00Z',
  dateFermeture: '2040-05-31T20:00:00Z',
  dateAg: '2040-06-14T16:30:00Z',
  resolutions: [{ titre: 'Première résolution', texte: 'Approbation des comptes.' }],
};

const SEEDED: Record<string, Record<string, unknown> | unknown[]> = {
  // SEPA mandate: an IBAN with its mod-97 key and a BIC (checks the JSON schema cannot carry).
  '/api/AbonnementDossier/{codeDossier}/mandat': { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP851' },
  '/api/appointments/register': { id: 'AG0101' },
  '/api/appointments/edit': { id: rdvId('010001', 1) },
  // Crop rotation: a year the selector offers (current -3..+1) and a seeded crop type not yet in it.
  '/api/assolement': { millesime: new Date().getFullYear() + 1, culture: 1041 },
  '/api/assolement/insertNmoins1': { millesime: new Date().getFullYear() + 1 },
  '/api/assolement/dossier': { millesime: new Date().getFullYear() + 1 },
  // Telepac: a base64 file and a 9-digit PACAGE (the contract's own checks), the preview (nothing written).
  '/api/assolement/assolementTelepac': {
    millesime: new Date().getFullYear() + 1,
    contenu: 'PHByb2R1Y3RldXJzLz4=',
    encodage: 'base64',
    pacage: '051000001',
    confirmer: false,
  },
  // Service directory: an adviser of the dossier; a slug, a date and resources the JSON schema cannot describe.
  '/api/annuaire-services/{id}/rappel': { codeAgent: 'AG0101' },
  '/api/contenus/services': { slug: 'service-hostile', dateCreation: '2026-01-15', categories: ['Conseil'], tags: [], ressources: [] },
  '/api/contenus/services/{id}': { slug: 'service-hostile', dateCreation: '2026-01-15', categories: ['Conseil'], tags: [], ressources: [] },
  // AG years (Contenus): a year and ISO date-times with their offset.
  '/api/contenus/ag-annees': AG_ANNEE,
  '/api/contenus/ag-annees/{id}': AG_ANNEE,
  '/api/assolement/cultures/correspondances': [{ codePac: 'BTH', libellePac: 'Blé tendre d’hiver', groupe: 'Blé tendre', idCultureType: 1015 }],
  // Guided tours: a code the contract accepts and one step (steps are checked one by one, beyond the JSON schema).
  '/api/contenus/parcours': { code: 'parcours-hostile', etapes: [{ element: '#contenu', popover: { title: 'Étape' } }] },
  '/api/contenus/parcours/{id}': { etapes: [{ element: '#contenu', popover: { title: 'Étape' } }] },
  // Second factor: six digits (the contract's refinement, beyond the JSON schema).
  '/api/auth/second-facteur': { code: '123456' },
  '/api/auth/second-facteur/activation': { code: '123456' },
  '/api/compte/double-authentification/activation': { code: '123456' },
  '/api/compte/double-authentification/codes-secours': { code: '123456' },
  '/api/compte/double-authentification/desactivation': { code: '123456' },
  // Closing an account: the typed confirmation (the contract's refinement).
  '/api/compte/donnees/effacement': { confirmation: 'SUPPRIMER' },
};

/** The plausible body a route's hostile bodies start from, so that each hostile field is the only fault. */
export function validBody(route: ApiRoute): unknown {
  if (!route.body) return undefined;
  const base = sample(jsonSchema(route.body));
  const seeded = SEEDED[route.path];
  if (Array.isArray(seeded)) return seeded;
  return seeded ? { ...(base as object), ...seeded } : base;
}

/** Each body field in turn made hostile with the others plausible, then every field hostile at once (only the strings, given `text`, when it is given). */
export function hostileBodies(route: ApiRoute, text?: string) {
  if (!route.body) return [];
  const all = hostileLeaves(jsonSchema(route.body), text);
  if (!all.length) return [];
  const base = validBody(route);
  const each = all.map((leaf) => ({ label: `body.${leaf.path.join('.')}`, body: withValue(base, leaf.path, hostile(leaf, false, text)) }));
  const everything = all.reduce((body, leaf) => withValue(body, leaf.path, hostile(leaf, false, text)), base);
  return [...each, { label: 'body (every field)', body: everything }];
}

export interface HostileCall {
  label: string;
  params: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Every string of a route's path, query and body in turn given `text`, the rest plausible; then every body string at once. */
export function hostileTextCalls(route: ApiRoute, text: string): HostileCall[] {
  const params = validParams(route);
  return [
    ...hostileParamSets(route, [text]).map((c) => ({ label: c.label, params: c.params })),
    ...hostileQueries(route, text).map((c) => ({ label: c.label, params, query: c.query })),
    ...(route.method === 'get' ? [] : hostileBodies(route, text).map((c) => ({ label: c.label, params, query: validQuery(route), body: c.body }))),
  ];
}
