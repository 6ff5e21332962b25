import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * The archive's container: POSIX tar (ustar, with a pax header for a long name or a size past 8 GiB), which the firm
 * can also open with `tar -tf`. Written and read here as streams: an entry's bytes never sit whole in memory.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export class ArchiveError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
}

export interface WrittenEntry extends TarEntry {
  sha256: string;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.fill(' ', 148, 156);
  block.write(`${octal(checksum(block), 7)} `, 148, 'ascii');
  return block;
}

const checksum = (block: Buffer) => block.reduce((sum, byte, i) => sum + (i >= 148 && i < 156 ? 32 : byte), 0);

function paxRecords(records: Record<string, string>): Buffer {
  const lines = Object.entries(records).map(([key, value]) => {
    const body = ` ${key}=${value}\n`;
    let length = Buffer.byteLength(body) + 1;
    while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
    return `${length}${body}`;
  });
  return Buffer.from(lines.join(''), 'utf8');
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries one after the other to `out`, honouring its back-pressure. */
export class TarWriter {
  private readonly mtime = Math.floor(Date.now() / 1000);

  constructor(private readonly out: Writable) {}

  /** Streams `source`, which must give exactly `size` bytes (the header is written before them). */
  async add(name: string, size: number, source: Readable | Iterable<Buffer>): Promise<WrittenEntry> {
    const records: Record<string, string> = {};
    if (Buffer.byteLength(name) > 100) records.path = name;
    if (size > MAX_OCTAL_SIZE) records.size = String(size);
    if (Object.keys(records).length) {
      const pax = paxRecords(records);
      await this.write(header('PaxHeader', pax.length, 'x', this.mtime));
      await this.write(pax);
      await this.write(Buffer.alloc(padding(pax.length)));
    }
    await this.write(header(Buffer.from(name).subarray(0, 100).toString('utf8'), size > MAX_OCTAL_SIZE ? 0 : size, '0', this.mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new ArchiveError(`${name} a changé pendant la sauvegarde (${written} octets lus, ${size} attendus).`);
    await this.write(Buffer.alloc(padding(size)));
    return { name, size, sha256: hash.digest('hex') };
  }

  addBuffer(name: string, data: Buffer): Promise<WrittenEntry> {
    return this.add(name, data.length, [data]);
  }

  /** The end-of-archive marker: two zero blocks. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.out.end();
    if (!this.out.writableFinished) await once(this.out, 'finish');
  }

  private async write(chunk: Buffer): Promise<void> {
    if (chunk.length && !this.out.write(chunk)) await once(this.out, 'drain');
  }
}

/** Exact reads over a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  async exactly(n: number): Promise<Buffer | null> {
    if (!(await this.fill(n))) return null;
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.length -= n;
    return all.subarray(0, n);
  }

  /** The next bytes, up to `max`; an ArchiveError at the end of the stream. */
  async next(max: number): Promise<Buffer> {
    if (!this.length && !(await this.fill(1))) throw truncated();
    const head = this.chunks.shift()!;
    const take = Math.min(max, head.length);
    if (take < head.length) this.chunks.unshift(head.subarray(take));
    this.length -= take;
    return head.subarray(0, take);
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) return false;
      this.chunks.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }
}

const truncated = () => new ArchiveError('archive tronquée');
const damaged = (what: string) => new ArchiveError(`archive endommagée (${what})`);

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  const stored = parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8);
  if (stored !== checksum(block)) throw damaged('en-tête altéré');
  if (block.toString('ascii', 257, 262) !== 'ustar') throw damaged('en-tête inconnu');
  const text = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  const size = parseInt(text(124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size)) throw damaged('taille illisible');
  return { name, size, type: block.toString('ascii', 156, 157) };
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  for (let offset = 0; offset < data.length;) {
    const space = data.indexOf(0x20, offset);
    const length = Number(data.toString('ascii', offset, space));
    if (space < 0 || !Number.isSafeInteger(length) || length <= 0) throw damaged('en-tête pax illisible');
    const record = data.toString('utf8', space + 1, offset + length - 1);
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return records;
}

/**
 * Reads every entry of a tar stream, calling `onEntry` with its bytes (which it must consume). Strict: a header whose
 * checksum fails, padding that is not zeros, a missing end marker or bytes after it make an ArchiveError.
 */
export async function readTar(source: AsyncIterable<Buffer>, onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const reader = new ByteReader(source);
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw truncated();
    if (block.every((b) => b === 0)) break;
    const parsed = parseHeader(block);
    const size = pax.size ? Number(pax.size) : parsed.size;
    if (parsed.type === 'x') {
      const data = await reader.exactly(size);
      if (!data) throw truncated();
      pax = parsePax(data);
    } else if (parsed.type === '0' || parsed.type === '\0') {
      // What `onEntry` leaves unread is skipped, so the next header is found wherever it stopped.
      const state = { left: size };
      async function* body(): AsyncGenerator<Buffer> {
        while (state.left > 0) {
          const chunk = await reader.next(state.left);
          state.left -= chunk.length;
          yield chunk;
        }
      }
      await onEntry({ name: pax.path ?? parsed.name, size }, body());
      while (state.left > 0) state.left -= (await reader.next(state.left)).length;
      pax = {};
    } else {
      throw damaged(`entrée de type « ${parsed.type} » inattendue`);
    }
    const pad = await reader.exactly(padding(size));
    if (!pad) throw truncated();
    if (!pad.every((b) => b === 0)) throw damaged('bourrage altéré');
  }
  const second = await reader.exactly(BLOCK);
  if (!second) throw truncated();
  for (let rest = second; rest; rest = (await reader.exactly(1))!) {
    if (!rest.every((b) => b === 0)) throw damaged('octets après la fin');
  }
}
