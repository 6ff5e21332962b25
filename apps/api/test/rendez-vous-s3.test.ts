import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { rdvId } from '../../../seeds/ids';
import { S3BlobStore } from '../src/common/storage/s3-blob-store';
import { startMailCatcher } from './mail-catcher';
import { startSecondPortal, type SecondPortal } from './second-portal';
import { signIn, startTestPortal, type TestPortal } from './test-app';

/**
 * Attachments with STORAGE_DRIVER=s3 and a worker of its own data folder: the api that received the
 * files and the worker that mails them share nothing but the bucket (the compose stack's layout).
 */
let server: S3rver;
let s3Dir: string;
let workerDir: string;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestPortal;
let worker: SecondPortal;
let store: S3BlobStore;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-rdv-'));
  workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdv-worker-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'rdv-test', configs: [] }] });
  const { port } = await server.run();
  const s3 = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'rdv-test',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  smtp = await startMailCatcher();
  t = await startTestPortal(s3);
  worker = await startSecondPortal(t, { ...s3, SMTP_URL: smtp.url, DATA_DIR: workerDir }, { withWorker: true });
  store = new S3BlobStore(t.config.storage.s3!);
});
afterAll(async () => {
  store.close();
  await worker.close();
  await t.close();
  await smtp.close();
  await server.close();
  for (const dir of [s3Dir, workerDir]) fs.rmSync(dir, { recursive: true, force: true });
});

it('stores the attachments in the bucket, the worker mails them from there, and cancelling the appointment deletes them', async () => {
  const g = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const fields = { id: 'AG0101', raisonSociale: 'EARL des Coteaux de Vertus', codeDossier: '010001', reason: 'Bilan S3', email: 'client.s3@exemple.fr' };
  let req = g.http.post('/api/appointments/register').query({ codeDossier: '010001' }).set('x-csrf-token', g.csrf);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req
    .attach('files[0]', Buffer.from('%PDF-1.4 bilan S3'), 'bilan.pdf')
    .attach('files[1]', Buffer.from('Rendement\n'), 'notes.txt')
    .expect(200);

  const mail = await smtp.waitFor('julie.bernard@', /Demande de rendez-vous/);
  expect(mail.attachments).toEqual([
    { filename: 'bilan.pdf', size: 17, contentType: 'application/pdf' },
    { filename: 'notes.txt', size: 10, contentType: 'text/plain' },
  ]);
  expect(mail.attachmentTexts['notes.txt']).toBe('Rendement\n');

  const [pieces]: { pieces_jointes: { fichier: string }[] }[] = await t.ds.query('SELECT pieces_jointes FROM demande_rendez_vous WHERE id = $1', [res.body.id]);
  const keys = pieces!.pieces_jointes.map((p) => `rendez-vous/${p.fichier}`);
  for (const key of keys) expect(await store.stat(key)).not.toBeNull();
  expect(fs.readdirSync(path.join(t.config.rendezVous.filesDir, '.partiels'))).toEqual([]);
  expect(fs.existsSync(t.config.storage.filesDir)).toBe(false);

  const rdv = rdvId('010001', 2);
  await t.ds.query('UPDATE demande_rendez_vous SET rendez_vous_id = $1 WHERE id = $2', [rdv, res.body.id]);
  await g.http.post('/api/appointments/cancel').set('x-csrf-token', g.csrf).send({ codeDossier: '010001', id: rdv }).expect(200);
  for (const key of keys) expect(await store.stat(key)).toBeNull();
});
