import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { BlobNotFoundError, BlobTooLargeError } from '../src/common/storage/blob-store';
import { S3BlobStore } from '../src/common/storage/s3-blob-store';
import { prepareBlobStore } from '../src/common/storage/storage.module';
import { loadConfig } from '../src/config/app-config';
import { ensureFolders, pdf } from './documents-upload-fixtures';
import { signIn, startTestPortal } from './test-app';

/** A real S3-compatible server (s3rver) on a free port, its objects in a temporary folder. */
let server: S3rver;
let dir: string;
let endpoint: string;
const BUCKET = 'ged-test';
const config = () => ({ endpoint, region: 'us-east-1', bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: process.env.S3RVER_LOG !== '1',
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/**
 * Objects s3rver holds (its folder keeps one file per object plus metadata). Parts of unfinished
 * multipart uploads are left out: s3rver does not implement AbortMultipartUpload (405), which MinIO
 * and S3 do; the driver calls it on failure, and a bucket lifecycle rule cleans what a crash leaves.
 */
const objectFiles = () =>
  (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !f.includes('._S3rver_uploads') && !f.endsWith('._S3rver_metadata.json') && !f.endsWith('._S3rver_object.md5'),
  );

describe('S3BlobStore against an S3-compatible server', () => {
  it('creates its bucket at start when S3_CREATE_BUCKET is set, once, and waits for a server still starting', async () => {
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'pile-neuve',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_CREATE_BUCKET: 'true',
    };
    const app = loadConfig(env);
    const store = new S3BlobStore(app.storage.s3!);
    const logged: string[] = [];
    await prepareBlobStore(store, app, (m) => logged.push(m));
    await prepareBlobStore(store, app, (m) => logged.push(m));
    expect(logged).toEqual(['Bucket pile-neuve créé']);
    expect(await store.ping()).toBe(true);
    store.close();
    // Nothing answers on this port: the start gives up after its wait, saying why in French.
    const absent = loadConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9' });
    const unreachable = new S3BlobStore(absent.storage.s3!);
    await expect(prepareBlobStore(unreachable, absent, () => undefined, 1500)).rejects.toThrow(/Le stockage S3 ne répond pas/);
    unreachable.close();
  });

  it('puts, stats, gets and deletes a small blob, with size and sha256', async () => {
    const store = new S3BlobStore(config());
    const data = randomBytes(1000);
    expect(await store.put('ged/010001/petit', Readable.from([data]), { contentType: 'application/pdf' })).toEqual({
      size: 1000,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
    expect(await store.stat('ged/010001/petit')).toEqual({ size: 1000 });
    expect(await read(await store.get('ged/010001/petit'))).toEqual(data);
    await store.delete('ged/010001/petit');
    expect(await store.stat('ged/010001/petit')).toBeNull();
    await expect(store.get('ged/010001/petit')).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete('ged/010001/absent');
    store.close();
  });

  it('streams a 12 Mo blob as a multipart upload', async () => {
    const store = new S3BlobStore(config());
    const data = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 48 }, (_, i) => data.subarray(i * 262144, (i + 1) * 262144));
    const stored = await store.put('ged/010001/gros', Readable.from(chunks));
    expect(stored.size).toBe(data.length);
    expect(
      createHash('sha256')
        .update(await read(await store.get('ged/010001/gros')))
        .digest('hex'),
    ).toBe(stored.sha256);
    await store.delete('ged/010001/gros');
    store.close();
  });

  it('over maxBytes or on a source error, nothing is stored', async () => {
    const store = new S3BlobStore(config());
    const before = objectFiles();
    const big = Array.from({ length: 30 }, () => randomBytes(262144));
    await expect(store.put('ged/010001/trop', Readable.from(big), { maxBytes: 6 * 1024 * 1024 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.stat('ged/010001/trop')).toBeNull();
    const failing = new Readable({ read() {} });
    failing.push(randomBytes(6 * 1024 * 1024));
    setTimeout(() => failing.destroy(new Error('client parti')), 200);
    await expect(store.put('ged/010001/coupe', failing)).rejects.toThrow('client parti');
    expect(await store.stat('ged/010001/coupe')).toBeNull();
    expect(objectFiles()).toEqual(before);
    store.close();
  });

  it('lists the blobs under a prefix with their write time (the orphan purge walks them)', async () => {
    const store = new S3BlobStore(config());
    const prefix = `ged/liste-${Date.now()}/`;
    for (const name of ['a', 'b']) await store.put(`${prefix}${name}`, Readable.from([Buffer.from(name)]));
    const listed = [];
    for await (const blob of store.list(prefix)) listed.push(blob);
    expect(listed.map((b) => b.key).sort()).toEqual([`${prefix}a`, `${prefix}b`]);
    for (const blob of listed) expect(Date.now() - blob.modifiedAt.getTime()).toBeLessThan(60_000);
    expect(await store.purgeTemporary(0)).toBe(0);
    store.close();
  });

  it('ping answers true when the bucket is reachable, false otherwise', async () => {
    const store = new S3BlobStore(config());
    expect(await store.ping()).toBe(true);
    const missing = new S3BlobStore({ ...config(), bucket: 'absent-bucket' });
    expect(await missing.ping()).toBe(false);
    store.close();
    missing.close();
  });

  it('the api chosen with STORAGE_DRIVER=s3 stores an upload in the bucket', async () => {
    const t = await startTestPortal({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      await ensureFolders(t.ds, '010001');
      const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
      const data = pdf('Stocké dans S3');
      const res = await g.http
        .post('/api/documents/upload?codeDossier=010001')
        .set('x-csrf-token', g.csrf)
        .field('codedossier', '010001')
        .field('typeFichier', 'AUTRESDOCS')
        .attach('files', data, 'bilan.pdf')
        .expect(201);
      const store = new S3BlobStore(config());
      expect(await read(await store.get(`ged/010001/${res.body.id}`))).toEqual(data);
      store.close();
      expect(fs.existsSync(t.config.storage.filesDir)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
