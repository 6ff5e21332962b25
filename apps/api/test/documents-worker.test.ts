import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { GedProcessing } from '../src/modules/documents/jobs/ged-processing.service';
import { previewKey } from '../src/modules/documents/jobs/ged-jobs';
import { gedDocumentId, gedNoeudId } from '../../../seeds/ids';
import { renderPdf } from '../../../seeds/ged-pdf';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let processing: GedProcessing;
let blobs: BlobStore;
let filesDir: string;

/** Seeded documents of 010001: 1 balance sheet, 5 the scanned fuel receipt (png) in the waiting folder. */
const BILAN = gedDocumentId('010001', 1);
const TICKET = gedDocumentId('010001', 5);
const ATTENTE_010001 = gedNoeudId('010001', 2);

beforeAll(async () => {
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir });
  processing = t.portal.app.get(GedProcessing);
  blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const row = async (id: string) =>
  (await t.ds.query('SELECT apercu_statut, nb_pages, contenu FROM ged_document WHERE id = $1', [id]))[0] as {
    apercu_statut: string;
    nb_pages: number | null;
    contenu: string | null;
  };

async function read(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await blobs.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Width and height from a PNG's IHDR, after checking its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A document of the test in 010001's waiting folder, its bytes in the blob store. */
async function addDocument(bytes: Buffer | null, extension: string, mime: string): Promise<string> {
  const id = randomUUID();
  const blobKey = `ged/010001/${id}`;
  const stored = bytes ? await blobs.put(blobKey, Readable.from([bytes])) : { size: 10, sha256: '0'.repeat(64) };
  await t.ds.query(
    `INSERT INTO ged_document (id, noeud_id, code_dossier, nom, extension, mime, taille, blob_key, sha256) VALUES ($1, $2, '010001', $3, $4, $5, $6, $7, $8)`,
    [id, ATTENTE_010001, `Essai.${extension}`, extension, mime, stored.size, blobKey, stored.sha256],
  );
  return id;
}

it('extracts the text of a seeded PDF and renders its pages in both qualities', async () => {
  expect((await row(BILAN)).apercu_statut).toBe('attente');
  await expect(processing.process(BILAN)).resolves.toBe('pret');
  const doc = await row(BILAN);
  expect(doc.apercu_statut).toBe('pret');
  expect(doc.nb_pages).toBe(2);
  expect(doc.contenu).toContain('amortissement');
  expect(doc.contenu).toContain('Coteaux de Vertus');
  for (const page of [1, 2]) {
    expect(pngSize(await read(previewKey(BILAN, page, 'normale'))).width).toBe(1000);
    expect(pngSize(await read(previewKey(BILAN, page, 'vignette'))).width).toBe(200);
  }
  expect(await blobs.stat(previewKey(BILAN, 3, 'normale'))).toBeNull();
  await expect(processing.process(BILAN)).resolves.toBe('deja-traite');
});

it('renders an image as page 1, never enlarged, without text', async () => {
  await expect(processing.process(TICKET)).resolves.toBe('pret');
  expect(await row(TICKET)).toMatchObject({ apercu_statut: 'pret', nb_pages: 1, contenu: null });
  expect(pngSize(await read(previewKey(TICKET, 1, 'normale')))).toEqual({ width: 360, height: 480 });
  expect(pngSize(await read(previewKey(TICKET, 1, 'vignette'))).width).toBe(200);
});

/** A 24-bit BMP of width × height pixels (rows bottom-up, padded to 4 bytes). */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) file.set([x % 256, y % 256, 128], 54 + y * row + x * 3);
  return file;
}

it('renders a BMP image too', async () => {
  const id = await addDocument(bmp(1500, 900), 'bmp', 'image/bmp');
  await expect(processing.process(id)).resolves.toBe('pret');
  expect(pngSize(await read(previewKey(id, 1, 'normale')))).toEqual({ width: 1000, height: 600 });
  expect(pngSize(await read(previewKey(id, 1, 'vignette')))).toEqual({ width: 200, height: 120 });
});

it("marks a type without preview 'aucun' (docx)", async () => {
  const id = await addDocument(Buffer.from('PK\x03\x04 pas un vrai docx'), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  await expect(processing.process(id)).resolves.toBe('aucun');
  expect(await row(id)).toMatchObject({ apercu_statut: 'aucun', nb_pages: null, contenu: null });
  expect(await blobs.stat(previewKey(id, 1, 'normale'))).toBeNull();
});

it("marks a corrupted PDF 'echec' and keeps working for the next document", async () => {
  for (const bytes of ['%PDF-1.4 garbage', '%PDF-1.4\n1 0 obj << /Type /Catalog >>\ngarbage without xref']) {
    const broken = await addDocument(Buffer.from(bytes), 'pdf', 'application/pdf');
    await expect(processing.process(broken)).resolves.toBe('echec');
    expect(await row(broken)).toMatchObject({ apercu_statut: 'echec', nb_pages: null });
  }
  const good = await addDocument(
    await renderPdf({ title: 'Attestation', header: [], pages: [[{ lines: ['Mot témoin : phalanstère'] }]] }),
    'pdf',
    'application/pdf',
  );
  await expect(processing.process(good)).resolves.toBe('pret');
  expect((await row(good)).contenu).toContain('phalanstère');
});

it("marks a document whose file is missing 'echec'", async () => {
  const id = await addDocument(null, 'pdf', 'application/pdf');
  await expect(processing.process(id)).resolves.toBe('echec');
  expect((await row(id)).apercu_statut).toBe('echec');
});

it('renders the first 20 pages at once and a later window on demand', async () => {
  const pages = Array.from({ length: 25 }, (_, i) => [{ lines: [`Feuillet numéro ${i + 1}`] }]);
  const id = await addDocument(await renderPdf({ title: 'Grand livre', header: [], pages }), 'pdf', 'application/pdf');
  await expect(processing.process(id)).resolves.toBe('pret');
  expect(await row(id)).toMatchObject({ nb_pages: 25 });
  expect((await row(id)).contenu).toContain('Feuillet numéro 25');
  expect(await blobs.stat(previewKey(id, 20, 'vignette'))).not.toBeNull();
  expect(await blobs.stat(previewKey(id, 21, 'normale'))).toBeNull();
  await expect(processing.renderPages(id, 21)).resolves.toBe(10);
  expect(pngSize(await read(previewKey(id, 25, 'normale'))).width).toBe(1000);
});

it('sweeps the waiting documents into the queue once, and fails those whose file is missing', async () => {
  const lost = await addDocument(null, 'pdf', 'application/pdf');
  const waiting = Number((await t.ds.query(`SELECT count(*) AS n FROM ged_document WHERE apercu_statut = 'attente'`))[0].n);
  const first = await processing.sweep();
  expect(first).toEqual({ queued: waiting - 1, missing: 1 });
  expect((await row(lost)).apercu_statut).toBe('echec');
  // No worker runs here: the jobs still wait, so a second run adds none.
  await expect(processing.sweep()).resolves.toEqual({ queued: 0, missing: 0 });
});
