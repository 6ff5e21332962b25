import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore } from './fs-blob-store';

const failingAtOnce = () =>
  new Readable({
    read() {
      this.destroy(new Error('refusé'));
    },
  });

describe('FsBlobStore.put', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-store-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves no temporary file when the source fails before the file is open', async () => {
    const store = new FsBlobStore(root);
    for (let i = 0; i < 200; i++) await expect(store.put(`ged/x/${i}`, failingAtOnce())).rejects.toThrow('refusé');
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(root, 'ged', 'x', '0'))).toBe(false);
  });

  it('stores what a source sends, with its size and hash', async () => {
    const store = new FsBlobStore(root);
    const blob = await store.put('ged/x/ok', Readable.from([Buffer.from('bonjour')]));
    expect(blob).toEqual({ size: 7, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(fs.readFileSync(path.join(root, 'ged', 'x', 'ok'), 'utf8')).toBe('bonjour');
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });
});
