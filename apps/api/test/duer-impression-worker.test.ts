import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DUER } from '../../../seeds/ids';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';
import { cloneTemplate } from './test-database';

/**
 * Killing the worker mid-print loses nothing (issue 13): a stand-alone worker in a child process is killed (SIGKILL)
 * while it builds the pages of a definitive print; once its job lock expires another worker takes the job again, and
 * the print completes once: one sealed version, one document in the store.
 */
jest.setTimeout(240_000);

const LOCK_MS = '2000';
let t: TestPortal;
let db: { url: string; drop(): Promise<void> };
let filesDir: string;
const children: ChildProcess[] = [];
const ID = DUER.agri2026;

/** A worker process on the portal's database, queue and blob store; resolves once its workers run. */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support/swc-register.cjs'), path.join(__dirname, 'support/worker-child.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      REDIS_URL: t.config.redisUrl,
      QUEUE_PREFIX: t.config.queuePrefix,
      QUEUE_LOCK_MS: LOCK_MS,
      FILES_DIR: filesDir,
      DATA_DIR: t.config.dataDir,
      SERVE_WEB: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('worker-pret') && resolve(child));
    child.once('exit', (code) => reject(new Error(`worker sorti (${code}) : ${err}`)));
  });
}

async function rowOf(id: string): Promise<{ etat: string; etape: string; progression: number }> {
  const [row] = await t.ds.query('SELECT etat, etape, progression FROM duer_impression WHERE id = $1', [id]);
  return row;
}

beforeAll(async () => {
  db = await cloneTemplate();
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir, QUEUE_LOCK_MS: LOCK_MS }, [], { ownDatabase: db.url });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await t.close();
  await db.drop();
});

it('a worker killed while building the pages: another takes the job again and the print completes once', async () => {
  const first = await startWorker();
  const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
  const res = await ce.http.post('/api/duer/impression').set('x-csrf-token', ce.csrf).set('x-code-dossier', '010001').send({ duerId: ID, temporaire: false });
  expect(res.status).toBe(201);
  const id: string = res.body.idImpression;
  let row = await rowOf(id);
  const end = Date.now() + 60_000;
  while (row.etape !== 'pages' && row.etat !== 'termine' && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 10));
    row = await rowOf(id);
  }
  expect(row).toMatchObject({ etat: 'en_cours', etape: 'pages' });
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  expect((await rowOf(id)).etat).toBe('en_cours');
  expect(await t.ds.query('SELECT 1 FROM duer_version WHERE id_impression = $1', [id])).toHaveLength(0);

  await startWorker();
  const fin = Date.now() + 90_000;
  while ((row = await rowOf(id)).etat !== 'termine' && Date.now() < fin) await new Promise((r) => setTimeout(r, 200));
  expect(row).toMatchObject({ etat: 'termine', etape: 'termine', progression: 100 });
  const versions: { sha256: string; blob_key: string; id_ged_document: string }[] = await t.ds.query(
    'SELECT sha256, blob_key, id_ged_document FROM duer_version WHERE id_duer = $1',
    [ID],
  );
  expect(versions).toHaveLength(1);
  const docs = await t.ds.query(`SELECT d.id FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE n.code = 'duer' AND n.code_dossier = '010001'`);
  expect(docs).toEqual([{ id: versions[0].id_ged_document }]);
  const chunks: Buffer[] = [];
  for await (const c of await t.portal.app.get<BlobStore>(BLOB_STORE).get(versions[0].blob_key)) chunks.push(c as Buffer);
  expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(versions[0].sha256);
});
