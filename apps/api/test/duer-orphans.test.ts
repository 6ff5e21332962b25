import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { DUER } from '../../../seeds/ids';
import type { BlobStore } from '../src/common/storage/blob-store';
import { S3BlobStore } from '../src/common/storage/s3-blob-store';
import { impressionBlobKey } from '../src/modules/duer/impression/duer-impression-nom';
import { DuerOrphans, ORPHAN_GRACE_MS } from '../src/modules/duer/impression/jobs/duer-orphans.service';
import { QueueWorkers } from '../src/queue/queue-workers';
import { JobName, QueueName } from '../src/queue/queues';
import { startSecondPortal } from './second-portal';
import { startTestPortal, type TestPortal } from './test-app';

/**
 * The sweep of DUER files no row names (issue 30): at start and hourly, on the filesystem store and on an
 * S3-compatible server (s3rver).
 */
const OLD = ORPHAN_GRACE_MS + 60_000;

/** Keys rows name: a base page's and a base annex's file, a sealed version's PDF, and a finished print's PDF. */
async function namedKeys(t: TestPortal) {
  const one = async (sql: string) => ((await t.ds.query(sql)) as { blob_key: string }[])[0].blob_key;
  const idImpression = randomUUID();
  await t.ds.query(
    `INSERT INTO duer_impression (id, id_duer, code_dossier, type, temporaire, selection, demande_par, demande_par_nom, par_collaborateur, etat, blob_key)
     VALUES ($1, $2, '010001', 'duer', true, '{"type":"duer"}', gen_random_uuid(), 'Test', false, 'termine', $3)`,
    [idImpression, DUER.agri2026, impressionBlobKey(idImpression)],
  );
  const page = await one('SELECT blob_key FROM duer_base_page WHERE blob_key IS NOT NULL ORDER BY id LIMIT 1');
  return {
    page,
    // A .doc/.docx file's PDF conversion, kept beside it.
    conversion: `${page}.pdf`,
    annexe: await one('SELECT blob_key FROM duer_base_annexe WHERE blob_key IS NOT NULL ORDER BY id LIMIT 1'),
    version: await one('SELECT blob_key FROM duer_version ORDER BY id LIMIT 1'),
    impression: impressionBlobKey(idImpression),
  };
}

const orphans = () => ({ fichier: `duer/010001/${randomUUID()}`, impression: impressionBlobKey(randomUUID()) });

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('on the filesystem store', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal();
  });
  afterAll(() => t.close());

  const file = (key: string) => path.join(t.config.storage.filesDir, key);
  const write = (key: string, ageMs: number) => {
    fs.mkdirSync(path.dirname(file(key)), { recursive: true });
    fs.writeFileSync(file(key), '%PDF-1.4');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file(key), at, at);
  };

  it('at start, a replica removes the old files no row names; keeps those a row names and recent ones (uploads in progress)', async () => {
    const named = Object.values(await namedKeys(t));
    const gone = Object.values(orphans());
    const recent = `duer/010001/${randomUUID()}`;
    for (const key of [...named, ...gone]) write(key, OLD);
    write(recent, 60_000);
    const second = await startSecondPortal(t);
    try {
      await until(() => gone.every((key) => !fs.existsSync(file(key))), 'balayage des fichiers DUER au démarrage');
      for (const key of [...named, recent]) expect({ key, kept: fs.existsSync(file(key)) }).toEqual({ key, kept: true });
    } finally {
      await second.close();
    }
  });

  it('two replicas sweeping at once remove the orphans and nothing else', async () => {
    const named = Object.values(await namedKeys(t));
    const gone = Object.values(orphans());
    for (const key of [...named, ...gone]) write(key, OLD);
    const second = await startSecondPortal(t);
    try {
      await Promise.all([t.portal.app.get(DuerOrphans).purge(), second.portal.app.get(DuerOrphans).purge()]);
      for (const key of gone) expect({ key, kept: fs.existsSync(file(key)) }).toEqual({ key, kept: false });
      for (const key of named) expect({ key, kept: fs.existsSync(file(key)) }).toEqual({ key, kept: true });
    } finally {
      await second.close();
    }
  });

  it('is also an hourly job of the DUER queue', () => {
    const schedules = t.portal.app.get(QueueWorkers).processors().get(QueueName.DuerImpression)?.schedules;
    expect(schedules).toContainEqual({ name: JobName.PurgerFichiersOrphelinsDuer, every: 3600_000 });
  });
});

describe('on an S3-compatible server', () => {
  let server: S3rver;
  let dir: string;
  let t: TestPortal;
  let store: S3BlobStore;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-duer-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'duer-test', configs: [] }] });
    const { port } = await server.run();
    t = await startTestPortal({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'duer-test',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    store = new S3BlobStore(t.config.storage.s3!);
  });
  afterAll(async () => {
    store.close();
    await t.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const put = (blobs: BlobStore, key: string) => blobs.put(key, Readable.from([Buffer.from('%PDF-1.4')]));

  it('the hourly sweep removes the objects no row names once the grace hour passed, and keeps those a row names', async () => {
    const named = Object.values(await namedKeys(t));
    const gone = Object.values(orphans());
    for (const key of [...named, ...gone]) await put(store, key);
    const sweep = t.portal.app.get(DuerOrphans);
    expect(await sweep.purge()).toEqual({ fichiers: 0 });
    // Objects cannot be aged: the sweep is run as if an hour and more had passed.
    await sweep.purge(Date.now() + OLD);
    for (const key of gone) expect({ key, stored: await store.stat(key) }).toEqual({ key, stored: null });
    for (const key of named) expect({ key, stored: await store.stat(key) }).toEqual({ key, stored: { size: 8 } });
  });
});
