import fs from 'node:fs';
import net from 'node:net';

/**
 * A MaxMind DB v2 writer for tests (no database file may be shipped or downloaded): an IPv4 tree of 24-bit records
 * over a data section, then the metadata, as the MaxMind DB spec lays them out.
 */
export type MmdbValue = string | number | bigint | MmdbValue[] | { [key: string]: MmdbValue };

export interface MmdbNetwork {
  /** An IPv4 CIDR, e.g. '203.0.113.0/24'. */
  network: string;
  data: { [key: string]: MmdbValue };
}

export interface MmdbOptions {
  databaseType: string;
  languages?: string[];
  description?: Record<string, string>;
  networks: MmdbNetwork[];
}

const METADATA_MARKER = Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1');
const RECORD_BITS = 24;

export function writeMmdbFile(file: string, options: MmdbOptions): void {
  fs.writeFileSync(file, buildMmdb(options));
}

export function buildMmdb({ databaseType, languages = ['en'], description = { en: databaseType }, networks }: MmdbOptions): Buffer {
  const data = new DataSection();
  const root: Node = { records: [EMPTY, EMPTY] };
  // Wider networks first: a narrower one inserted later splits the wider one's record.
  for (const { network, data: value } of [...networks].sort((a, b) => prefixOf(a.network).length - prefixOf(b.network).length)) {
    insert(root, prefixOf(network), { data: data.offsetOf(value) });
  }
  const nodes = numbered(root);
  const nodeCount = nodes.length;
  const recordValue = (r: Slot): number => (r === EMPTY ? nodeCount : 'data' in r ? nodeCount + 16 + r.data : nodes.indexOf(r));
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((node, i) => {
    tree.writeUIntBE(recordValue(node.records[0]), i * 6, 3);
    tree.writeUIntBE(recordValue(node.records[1]), i * 6 + 3, 3);
  });
  const metadata = map({
    node_count: uint32(nodeCount),
    record_size: uint16(RECORD_BITS),
    ip_version: uint16(4),
    database_type: utf8(databaseType),
    languages: array(languages.map(utf8)),
    binary_format_major_version: uint16(2),
    binary_format_minor_version: uint16(0),
    build_epoch: uint64(BigInt(Math.floor(Date.now() / 1000))),
    description: map(Object.fromEntries(Object.entries(description).map(([k, v]) => [k, utf8(v)]))),
  });
  return Buffer.concat([tree, Buffer.alloc(16), data.bytes(), METADATA_MARKER, metadata]);
}

const EMPTY = Symbol('empty');
type Slot = typeof EMPTY | Node | { data: number };
interface Node {
  records: [Slot, Slot];
}

function prefixOf(cidr: string): number[] {
  const [address, length = '32'] = cidr.split('/');
  if (net.isIPv4(address) === false) throw new Error(`réseau IPv4 attendu : ${cidr}`);
  const bits = address
    .split('.')
    .flatMap((octet) => [...Number(octet).toString(2).padStart(8, '0')].map(Number))
    .slice(0, Number(length));
  if (bits.length === 0) throw new Error(`préfixe vide : ${cidr}`);
  return bits;
}

function insert(root: Node, bits: number[], leaf: { data: number }): void {
  let node = root;
  for (const bit of bits.slice(0, -1)) {
    const next = node.records[bit];
    if (next === EMPTY || 'data' in next) node.records[bit] = { records: [next, next] };
    node = node.records[bit] as Node;
  }
  node.records[bits[bits.length - 1]] = leaf;
}

/** The root is node 0; the others in breadth-first order. */
function numbered(root: Node): Node[] {
  const nodes = [root];
  for (let i = 0; i < nodes.length; i++) {
    for (const r of nodes[i].records) if (r !== EMPTY && 'records' in r) nodes.push(r);
  }
  return nodes;
}

/** The data section: each distinct value once, at the offset the tree's records point to. */
class DataSection {
  private readonly chunks: Buffer[] = [];
  private readonly offsets = new Map<string, number>();
  private size = 0;

  offsetOf(value: MmdbValue): number {
    const key = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    const known = this.offsets.get(key);
    if (known !== undefined) return known;
    const encoded = encode(value);
    const offset = this.size;
    this.chunks.push(encoded);
    this.size += encoded.length;
    this.offsets.set(key, offset);
    return offset;
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Plain values: strings, integers as uint32 (GeoLite2's geoname_id), bigints as uint64, arrays, maps. */
export function encode(value: MmdbValue): Buffer {
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'bigint') return uint64(value);
  if (typeof value === 'number') return uint32(value);
  if (Array.isArray(value)) return array(value.map(encode));
  return map(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])));
}

export const utf8 = (s: string) => field(2, Buffer.from(s, 'utf8').length, Buffer.from(s, 'utf8'));
export const uint16 = (n: number) => field(5, ...unsigned(BigInt(n), 2));
export const uint32 = (n: number) => field(6, ...unsigned(BigInt(n), 4));
export const uint64 = (n: bigint) => field(9, ...unsigned(n, 8));
export const array = (items: Buffer[]) => field(11, items.length, Buffer.concat(items));
export const map = (entries: Record<string, Buffer>) =>
  field(7, Object.keys(entries).length, Buffer.concat(Object.entries(entries).flatMap(([k, v]) => [utf8(k), v])));

/** Big-endian without leading zero bytes: the size is the count of bytes (0 for zero). */
function unsigned(n: bigint, maxBytes: number): [number, Buffer] {
  if (n < 0n || n >= 1n << BigInt(8 * maxBytes)) throw new Error(`entier hors limites : ${n}`);
  const hex = n === 0n ? '' : n.toString(16);
  const bytes = Buffer.from(hex.padStart(hex.length + (hex.length % 2), '0'), 'hex');
  return [bytes.length, bytes];
}

/**
 * A control byte (type in the top 3 bits, size in the low 5), an extended type's byte (type − 7) after a 0 type,
 * then the size's extra bytes (29: +1 byte, 30: +2, 31: +3), then the payload.
 */
function field(type: number, size: number, payload: Buffer): Buffer {
  const extended = type > 7;
  const [sizeBits, extra] =
    size < 29
      ? [size, Buffer.alloc(0)]
      : size < 285
        ? [29, Buffer.from([size - 29])]
        : size < 65_821
          ? [30, uintBytes(size - 285, 2)]
          : [31, uintBytes(size - 65_821, 3)];
  const control = Buffer.from(extended ? [sizeBits, type - 7] : [(type << 5) | sizeBits]);
  return Buffer.concat([control, extra, payload]);
}

function uintBytes(n: number, length: number): Buffer {
  const b = Buffer.alloc(length);
  b.writeUIntBE(n, 0, length);
  return b;
}
