import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { TEMPORARY_STALE_MS } from '../src/common/storage/blob-temporaries';
import { GedOrphans, ORPHAN_GRACE_MS } from '../src/modules/documents/jobs/ged-orphans.service';
import { previewKey } from '../src/modules/documents/jobs/ged-jobs';
import { gedDocumentId } from '../../../seeds/ids';
import { seededFilesDir } from './ged-blobs';
import { startSecondPortal } from './second-portal';
import { startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let blobs: BlobStore;
let filesDir: string;

beforeAll(async () => {
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir });
  blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const put = (key: string) => blobs.put(key, Readable.from([Buffer.from('x')]));
const age = (relative: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(path.join(filesDir, relative), when, when);
};

it('removes, after the grace hour, the blobs and previews no document names and stale temporary files; keeps the rest', async () => {
  const bilan = gedDocumentId('010001', 1);
  const [{ blob_key: bilanKey }] = await t.ds.query('SELECT blob_key FROM ged_document WHERE id = $1', [bilan]);
  const orphan = `ged/010001/${randomUUID()}`;
  const fresh = `ged/010001/${randomUUID()}`;
  const orphanPreview = previewKey(randomUUID(), 1, 'normale');
  const bilanPreview = previewKey(bilan, 1, 'normale');
  for (const key of [orphan, fresh, orphanPreview, bilanPreview]) await put(key);
  fs.mkdirSync(path.join(filesDir, '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(filesDir, '.tmp', 'coupe'), 'x');
  fs.writeFileSync(path.join(filesDir, '.tmp', 'en-cours'), 'x');
  const old = ORPHAN_GRACE_MS + 60_000;
  for (const key of [orphan, orphanPreview, bilanPreview, bilanKey, '.tmp/coupe']) age(key, old);

  const result = await t.portal.app.get(GedOrphans).purge();

  expect(result).toEqual({ documents: 1, apercus: 1, temporaires: 1 });
  expect(await blobs.stat(orphan)).toBeNull();
  expect(await blobs.stat(orphanPreview)).toBeNull();
  expect(await blobs.stat(fresh)).not.toBeNull();
  expect(await blobs.stat(bilanKey)).not.toBeNull();
  expect(await blobs.stat(bilanPreview)).not.toBeNull();
  expect(fs.readdirSync(path.join(filesDir, '.tmp'))).toEqual(['en-cours']);
});

it('at start, before serving, a replica removes the temporary files of writes a killed process left; recent ones may be writes in progress', async () => {
  const tmp = path.join(filesDir, '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  fs.writeFileSync(path.join(tmp, 'tue-en-cours-d-envoi'), 'x');
  fs.writeFileSync(path.join(tmp, 'envoi-d-une-autre-api'), 'x');
  age('.tmp/tue-en-cours-d-envoi', TEMPORARY_STALE_MS + 60_000);
  const second = await startSecondPortal(t, { FILES_DIR: filesDir });
  try {
    expect(fs.existsSync(path.join(tmp, 'tue-en-cours-d-envoi'))).toBe(false);
    expect(fs.existsSync(path.join(tmp, 'envoi-d-une-autre-api'))).toBe(true);
  } finally {
    await second.close();
  }
});
