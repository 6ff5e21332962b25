/**
 * Reads the XML files Telepac exchanges with farmers (schemas in ../shared/data/telepac): the 2024v4 export
 * (namespace `...:echange-producteur`, îlots directly under `rpg`, `surface-admissible` in ares) and the
 * 2023v2 / 2024v3 import formats (namespace `...:echange-producteur-import`, îlots wrapped in `<ilots>`, areas
 * only as GML polygons in Lambert-93). Pure: bytes in, plain data out, or a TelepacError with a French reason.
 *
 * Safety: size checked before anything else; a DOCTYPE (the only way to declare entities) is refused before
 * parsing and fast-xml-parser runs with entity processing off and its nesting limit; blocks after the îlots
 * (SNA, ZDH, aid requests) are never walked.
 */
import { XMLParser } from 'fast-xml-parser';
import { parseGmlCoordinates, parseGmlPosList, polygonArea, type Ring } from './polygon-area';
import { TelepacError } from './telepac-error';

export const TELEPAC_NS_EXPORT = 'urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur';
export const TELEPAC_NS_IMPORT = 'urn:x-telepac:fr.gouv.agriculture.telepac:echange-producteur-import';
export const TELEPAC_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
/** Telepac files nest about 12 levels deep (producteurs > … > gml:coordinates); anything far deeper is hostile. */
export const TELEPAC_MAX_DEPTH = 64;

export type TelepacVersion = '2024v4' | '2023v2' | '2024v3';
export type TelepacSurfaceSource = 'surface-admissible' | 'geometrie';

export interface TelepacParcelle {
  numero: string;
  codeCulture: string;
  precision?: string;
  /** unrounded hectares */
  surfaceHa: number;
  surfaceSource: TelepacSurfaceSource;
}

export interface TelepacIlot {
  numero: string;
  communeInsee: string | null;
  parcelles: TelepacParcelle[];
}

export interface TelepacProducteur {
  pacage: string;
  ilots: TelepacIlot[];
}

export interface TelepacFile {
  version: TelepacVersion;
  producteurs: TelepacProducteur[];
}

export interface ParseTelepacOptions {
  /** byte size limit, 10 MB by default */
  maxBytes?: number;
}

type XmlNode = Record<string, unknown>;

const ARRAYS = new Set(['producteur', 'ilot', 'parcelle', 'precision', 'innerBoundaryIs', 'interior', 'polygonMember', 'coord']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: TELEPAC_MAX_DEPTH,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(name),
});

/** Decodes the bytes with the encoding the prolog declares (UTF-8 when none; BOMs honoured). */
function decode(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // The prolog is ASCII in every ASCII-compatible encoding: read it as latin1.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 200)).toString('latin1');
  const declared = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  const label = (declared ?? 'utf-8').toLowerCase();
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new TelepacError(`l'encodage ${declared} déclaré par le fichier n'est pas pris en charge`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new TelepacError(`le contenu du fichier ne correspond pas à l'encodage ${declared ?? 'UTF-8'} qu'il déclare`);
  }
}

/** The root element (after the prolog, comments and processing instructions): its qualified name and namespace. */
function rootElement(text: string): { qname: string; name: string; namespace: string | null; empty: boolean } | null {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s|\uFEFF/.test(text[i])) i++;
    if (text.startsWith('<?', i)) i = text.indexOf('?>', i) + 2;
    else if (text.startsWith('<!--', i)) i = text.indexOf('-->', i) + 3;
    else break;
    if (i < 2) return null;
  }
  const match = /^<([A-Za-z_][^\s/>]*)([^>]*)>/.exec(text.slice(i, i + 4096));
  if (!match) return null;
  const qname = match[1];
  const [prefix, local] = qname.includes(':') ? qname.split(':', 2) : ['', qname];
  const attr = prefix ? `xmlns:${prefix}` : 'xmlns';
  const ns = new RegExp(`\\s${attr.replace(/[.:]/g, '\\$&')}\\s*=\\s*(["'])(.*?)\\1`).exec(match[2]);
  return { qname, name: local, namespace: ns ? ns[2] : null, empty: match[2].trimEnd().endsWith('/') };
}

/** A truncated file (the usual damage) does not end with the root's end tag; fast-xml-parser alone accepts it. */
function endsWithRoot(text: string, qname: string): boolean {
  const tail = text
    .slice(-4096)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimEnd();
  return tail.endsWith(`</${qname}>`) || new RegExp(`</${qname.replace(/[.:]/g, '\\$&')}\\s+>$`).test(tail);
}

function asNode(value: unknown): XmlNode | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : null;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  const node = asNode(value);
  if (node && typeof node['#text'] === 'string') return node['#text'].trim();
  if (node && Object.keys(node).every((k) => k.startsWith('@_'))) return '';
  return null;
}

function ringOf(boundary: unknown): Ring | null {
  const ring = asNode(asNode(boundary)?.LinearRing);
  if (!ring) return null;
  if (ring.coordinates !== undefined) {
    const node = asNode(ring.coordinates);
    const format = node ? { decimal: node['@_decimal'] as string, cs: node['@_cs'] as string, ts: node['@_ts'] as string } : {};
    const raw = text(ring.coordinates);
    return raw === null ? null : parseGmlCoordinates(raw, format);
  }
  if (ring.posList !== undefined) {
    const raw = text(ring.posList);
    const dim = Number(asNode(ring.posList)?.['@_srsDimension'] ?? 2);
    return raw === null ? null : parseGmlPosList(raw, dim);
  }
  const coords = asList(ring.coord).map((c) => [Number(text(asNode(c)?.X)), Number(text(asNode(c)?.Y))] as [number, number]);
  if (coords.length && coords.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y))) return coords;
  const pos = asList(ring.pos).map((p) => parseGmlPosList(text(p) ?? ''));
  if (pos.length && pos.every((p) => p?.length === 1)) return pos.map((p) => p![0]);
  return null;
}

/** Area in m² of a `geometrie` element (gml:Polygon, or gml:MultiPolygon summed), null when it has none readable. */
function geometryArea(geometrie: unknown): number | null {
  const node = asNode(geometrie);
  if (!node) return null;
  const polygons: unknown[] = [];
  if (node.Polygon !== undefined) polygons.push(node.Polygon);
  for (const member of asList(asNode(node.MultiPolygon)?.polygonMember)) polygons.push(asNode(member)?.Polygon);
  if (!polygons.length) return null;
  let total = 0;
  for (const polygon of polygons) {
    const p = asNode(polygon);
    if (!p) return null;
    const outer = ringOf(p.outerBoundaryIs ?? p.exterior);
    if (!outer || outer.length < 3) return null;
    const inners: Ring[] = [];
    for (const boundary of [...asList(p.innerBoundaryIs), ...asList(p.interior)]) {
      const inner = ringOf(boundary);
      if (!inner) return null;
      inners.push(inner);
    }
    total += polygonArea(outer, inners);
  }
  return total;
}

function readParcelle(raw: unknown, ilotNumero: string): TelepacParcelle {
  const parcelle = asNode(raw);
  const descriptif = asNode(parcelle?.['descriptif-parcelle']);
  const numero = (descriptif?.['@_numero-parcelle'] as string | undefined)?.trim() ?? '';
  const where = `la parcelle ${numero || '?'} de l'îlot ${ilotNumero}`;
  const culture = asNode(descriptif?.['culture-principale']);
  const codeCulture = text(culture?.['code-culture'])?.toUpperCase();
  if (!parcelle || !descriptif || !codeCulture) throw new TelepacError(`${where} n'a pas de code culture`);
  const precision = asList(culture?.precision)
    .map(text)
    .find((p): p is string => !!p);

  const admissible = text(parcelle['surface-admissible']);
  if (admissible) {
    const ares = Number(admissible.replace(',', '.'));
    if (!Number.isFinite(ares) || ares < 0) throw new TelepacError(`la surface admissible de ${where} n'est pas un nombre`);
    return { numero, codeCulture, ...(precision ? { precision } : {}), surfaceHa: ares / 100, surfaceSource: 'surface-admissible' };
  }
  const m2 = geometryArea(parcelle.geometrie);
  if (m2 === null) throw new TelepacError(`${where} n'a ni surface admissible ni géométrie lisible`);
  return { numero, codeCulture, ...(precision ? { precision } : {}), surfaceHa: m2 / 10_000, surfaceSource: 'geometrie' };
}

/** Tells the two import schemas apart by the features only one of them has; 2024v3 (the current one) otherwise. */
function importVersion(xml: string): TelepacVersion {
  if (/\sinter-rang\s*=|\scontrat-semences\s*=/.test(xml)) return '2023v2';
  return '2024v3';
}

function formatBytes(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'Mo'] : [bytes / 1024, 'Ko'];
  return `${String(Math.round(value * 10) / 10).replace('.', ',')} ${unit}`;
}

/** First significant byte is `<` (after a UTF-8 BOM and whitespace), or the file starts with a UTF-16 BOM. */
function looksLikeXml(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) return true;
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  return i < bytes.length && bytes[i] === 0x3c;
}

export function parseTelepac(input: Buffer | Uint8Array | string, options: ParseTelepacOptions = {}): TelepacFile {
  const maxBytes = options.maxBytes ?? TELEPAC_DEFAULT_MAX_BYTES;
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size === 0) throw new TelepacError('le fichier est vide');
  if (size > maxBytes) throw new TelepacError(`le fichier dépasse la taille maximale de ${formatBytes(maxBytes)}`);
  if (typeof input !== 'string' && !looksLikeXml(input)) throw new TelepacError("le fichier n'est pas un XML");
  const xml = typeof input === 'string' ? input : decode(input);
  if (!xml.trim()) throw new TelepacError('le fichier est vide');
  if (!/^\uFEFF?\s*</.test(xml)) throw new TelepacError("le fichier n'est pas un XML");
  if (/<!DOCTYPE/i.test(xml)) throw new TelepacError('le fichier déclare un DOCTYPE ou des entités XML, refusés par sécurité');

  const root = rootElement(xml);
  if (!root) throw new TelepacError("le fichier n'est pas un XML");
  let version: TelepacVersion;
  if (root.name === 'producteurs' && root.namespace === TELEPAC_NS_EXPORT) version = '2024v4';
  else if (root.name === 'producteurs' && root.namespace === TELEPAC_NS_IMPORT) version = importVersion(xml);
  else throw new TelepacError('le fichier ne suit pas un schéma Telepac reconnu (export 2024v4, import 2023v2 ou 2024v3)');

  if (!root.empty && !endsWithRoot(xml, root.qname)) throw new TelepacError('le fichier XML est mal formé');
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (error) {
    const detail = error instanceof Error && /nest/i.test(error.message) ? 'trop profondément imbriqué' : 'mal formé';
    throw new TelepacError(`le fichier XML est ${detail}`);
  }

  const producteurs: TelepacProducteur[] = [];
  for (const rawProducteur of asList(asNode(doc.producteurs)?.producteur)) {
    const producteur = asNode(rawProducteur);
    const pacage = (producteur?.['@_numero-pacage'] as string | undefined)?.trim();
    if (!producteur || !pacage) throw new TelepacError("un producteur n'a pas de numéro PACAGE");
    const rpg = asNode(producteur.rpg);
    // Export: rpg/ilot; import: rpg/ilots/ilot. Other blocks of rpg and of producteur are not read.
    const rawIlots = [...asList(rpg?.ilot), ...asList(asNode(rpg?.ilots)?.ilot)];
    const ilots: TelepacIlot[] = [];
    for (const rawIlot of rawIlots) {
      const ilot = asNode(rawIlot);
      const numero = (ilot?.['@_numero-ilot'] as string | undefined)?.trim() ?? '';
      if (!ilot) continue;
      const parcelles = asList(asNode(ilot.parcelles)?.parcelle).map((p) => readParcelle(p, numero || '?'));
      ilots.push({ numero, communeInsee: text(ilot.commune) || null, parcelles });
    }
    producteurs.push({ pacage, ilots });
  }
  if (!producteurs.length) throw new TelepacError('le fichier ne contient aucun producteur');
  if (!producteurs.some((p) => p.ilots.some((i) => i.parcelles.length))) {
    throw new TelepacError('le fichier ne contient aucune parcelle');
  }
  return { version, producteurs };
}
