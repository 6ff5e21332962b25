import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobNotFoundError, type BlobStore, type ListedBlob, type PutOptions, type StoredBlob } from './blob-store';
import { MeasuringStream } from './size-limit';

/** Blobs as files under one root (DATA_DIR/files): written to `.tmp/` then renamed, so a reader never sees half a file. */
export class FsBlobStore implements BlobStore {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  async put(key: string, source: Readable, options: PutOptions = {}): Promise<StoredBlob> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(this.tmpDir, { recursive: true });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    const measure = new MeasuringStream(options.maxBytes);
    const out = fs.createWriteStream(tmp, { flags: 'wx' });
    try {
      await pipeline(source, measure, out);
      await fs.promises.rename(tmp, target);
    } catch (error) {
      // A source failing at once (an empty or refused file) ends the pipeline before the file is even open: removing it
      // then would let the open create it afterwards, left behind.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.promises.rm(tmp, { force: true });
      throw error;
    }
    return { size: measure.size, sha256: measure.digest() };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await fs.promises.stat(this.pathOf(key))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<boolean> {
    try {
      await fs.promises.mkdir(this.root, { recursive: true });
      await fs.promises.access(this.root, fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    const dir = path.join(this.root, prefix);
    let names: string[];
    try {
      names = (await fs.promises.readdir(dir, { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile()) yield { key: path.relative(this.root, file).split(path.sep).join('/'), modifiedAt: stat.mtime };
    }
  }

  /** Temporary files of writes a crash interrupted. */
  async purgeTemporary(olderThanMs: number): Promise<number> {
    const names = await fs.promises.readdir(this.tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
        await fs.promises.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, key);
  }
}
