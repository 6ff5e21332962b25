import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentCheckStream, ContentMismatchError, EmptyContentError, extensionOf, HEAD_BYTES } from './content-check-stream';

/** The bytes a check lets through (in order), or its error. */
async function run(extension: string, chunks: Buffer[]): Promise<{ type: string | undefined; out: Buffer }> {
  const check = new ContentCheckStream(extension);
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), check, async (source: AsyncIterable<Buffer>) => {
    for await (const c of source) out.push(c);
  });
  return { type: check.type, out: Buffer.concat(out) };
}

/** Compound File Binary header: what .doc and .xls files start with. */
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const BMP = Buffer.concat([Buffer.from('424d', 'hex'), Buffer.alloc(60)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(100)]);
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('ContentCheckStream', () => {
  it.each([
    ['doc', CFB, 'application/x-cfb'],
    ['xls', CFB, 'application/x-cfb'],
    ['bmp', BMP, 'image/bmp'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['jpg', JPEG, 'image/jpeg'],
    ['pdf', PDF, 'application/pdf'],
    ['html', Buffer.from('<!doctype html><p>é</p>'), 'text/html'],
  ])('takes a .%s whose content agrees, and passes its bytes through unchanged', async (extension, data, type) => {
    expect(await run(extension, [data])).toEqual({ type, out: data });
  });

  it('sniffs once the head is full, however the bytes are cut, and passes everything in order', async () => {
    const data = Buffer.concat([PDF, Buffer.alloc(HEAD_BYTES * 2 + 123, 7)]);
    const chunks = Array.from({ length: Math.ceil(data.length / 1000) }, (_, i) => data.subarray(i * 1000, (i + 1) * 1000));
    const result = await run('pdf', chunks);
    expect(result.type).toBe('application/pdf');
    expect(result.out.equals(data)).toBe(true);
  });

  it('refuses a content that disagrees with its extension before a byte goes on, and an empty file', async () => {
    const check = new ContentCheckStream('xlsx');
    const out: Buffer[] = [];
    const done = pipeline(Readable.from([CFB]), check, async (source: AsyncIterable<Buffer>) => {
      for await (const c of source) out.push(c);
    });
    await expect(done).rejects.toBeInstanceOf(ContentMismatchError);
    expect(out).toEqual([]);
    await expect(run('pdf', [Buffer.from('<html>')])).rejects.toBeInstanceOf(ContentMismatchError);
    await expect(run('exe', [PDF])).rejects.toBeInstanceOf(ContentMismatchError);
    await expect(run('pdf', [])).rejects.toBeInstanceOf(EmptyContentError);
  });

  it('reads the extension of a name in lower case', () => {
    expect([extensionOf('Bilan.PDF'), extensionOf('archive.tar.gz'), extensionOf('.env'), extensionOf('sans')]).toEqual(['pdf', 'gz', '', '']);
  });
});
