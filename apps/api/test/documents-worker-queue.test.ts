import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { createDataSource } from '../src/database/data-source';
import { OutboxService } from '../src/modules/outbox/outbox.service';
import { gedProcessingJob } from '../src/modules/documents/jobs/ged-jobs';
import { gedDocumentId, gedNoeudId } from '../../../seeds/ids';
import { renderPdf } from '../../../seeds/ged-pdf';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';
import { cloneTemplate } from './test-database';

let t: TestPortal;
let db: { url: string; drop(): Promise<void> };
let filesDir: string;

/** Two seeded documents left waiting (every other one set aside, so the sweep's work stays small). */
const SWEPT = [gedDocumentId('010002', 1), gedDocumentId('010016', 1)];

beforeAll(async () => {
  filesDir = seededFilesDir();
  db = await cloneTemplate();
  const ds: DataSource = createDataSource(db.url);
  await ds.initialize();
  await ds.query(`UPDATE ged_document SET apercu_statut = 'aucun' WHERE id <> ALL($1::uuid[])`, [SWEPT]);
  await ds.destroy();
  t = await startTestPortal({ FILES_DIR: filesDir }, [], { ownDatabase: db.url, withWorker: true });
});
afterAll(async () => {
  await t.close();
  await db.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function statusOf(id: string, until: string, timeoutMs = 20_000): Promise<{ apercu_statut: string; nb_pages: number | null; contenu: string | null }> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.ds.query('SELECT apercu_statut, nb_pages, contenu FROM ged_document WHERE id = $1', [id]);
    if (row.apercu_statut === until || Date.now() > end) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('processes the seeded documents left waiting: the sweep runs when the worker starts', async () => {
  const [bilan, avis] = await Promise.all(SWEPT.map((id) => statusOf(id, 'pret')));
  expect(bilan).toMatchObject({ apercu_statut: 'pret', nb_pages: 2 });
  expect(bilan.contenu).toContain('amortissement');
  expect(avis.contenu).toContain('quotient familial');
});

it('processes a new document from its outbox job, in the worker', async () => {
  const blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
  const id = randomUUID();
  const bytes = await renderPdf({ title: 'Compte rendu', header: [], pages: [[{ lines: ['Réunion de chantier, mot témoin : hippocampe'] }]] });
  const stored = await blobs.put(`ged/010001/${id}`, Readable.from([bytes]));
  await t.ds.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ged_document (id, noeud_id, code_dossier, nom, extension, mime, taille, blob_key, sha256) VALUES ($1, $2, '010001', 'Compte rendu.pdf', 'pdf', 'application/pdf', $3, $4, $5)`,
      [id, gedNoeudId('010001', 2), stored.size, `ged/010001/${id}`, stored.sha256],
    );
    await t.portal.app.get(OutboxService).enqueue(tx, gedProcessingJob(id));
  });
  const row = await statusOf(id, 'pret');
  expect(row).toMatchObject({ apercu_statut: 'pret', nb_pages: 1 });
  expect(row.contenu).toContain('hippocampe');
  expect(await blobs.stat(`apercus/${id}/1-vignette.png`)).not.toBeNull();
});
