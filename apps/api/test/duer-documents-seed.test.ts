import { Readable } from 'node:stream';
import { DUER } from '../../../seeds/ids';
import { ANNEXES_QA, PAGES_QA } from '../../../seeds/duer-documents';
import { resetDossier } from '../../../seeds/seed';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { seededFilesDir } from './ged-blobs';
import { startTestPortal, type TestPortal } from './test-app';

/** QA data of DUER annexes and pages (seeds/duer-documents.ts): the firm's library with real PDFs, the seeded DUERs' links, per-dossier reset. */
jest.setTimeout(120_000);

let t: TestPortal;
let blobs: FsBlobStore;
beforeAll(async () => {
  const dir = seededFilesDir();
  blobs = new FsBlobStore(dir);
  t = await startTestPortal({ FILES_DIR: dir });
});
afterAll(() => t.close());

const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await blobs.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

it('holds the special pages on their fixed ids without file, and the other pages and annexes with a real PDF', async () => {
  const pages: { id: number; nom: string; est_fixe: boolean; blob_key: string | null }[] = await t.ds.query(
    'SELECT id, nom, est_fixe, blob_key FROM duer_base_page WHERE code_dossier IS NULL ORDER BY id',
  );
  expect(pages.filter((p) => p.est_fixe).map((p) => [p.id, p.nom])).toEqual([
    [1, 'Page de garde'],
    [3, 'Informations générales'],
    [4, 'Préambule'],
    [10, 'Audit préalable'],
  ]);
  expect(pages.filter((p) => p.est_fixe).every((p) => p.blob_key === null)).toBe(true);
  const avecFichier = [
    ...pages.filter((p) => !p.est_fixe),
    ...(await t.ds.query('SELECT id, nom, blob_key FROM duer_base_annexe WHERE code_dossier IS NULL ORDER BY id')),
  ];
  expect(avecFichier.length).toBe(PAGES_QA.filter((p) => !p.estFixe).length + ANNEXES_QA.length);
  for (const d of avecFichier) {
    const pdf = await read(d.blob_key!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(20_000);
  }
});

it('links pages and annexes to the seeded DUERs, one page left available', async () => {
  const pages = await t.ds.query('SELECT id_base_page AS id FROM duer_page WHERE id_duer = $1 ORDER BY est_avant_risques DESC, ordre', [DUER.agri2026]);
  expect(pages.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 10, 6, 7]);
  const annexes = await t.ds.query('SELECT id_base_annexe AS id FROM duer_annexe WHERE id_duer = $1 ORDER BY 1', [DUER.agri2026]);
  expect(annexes.map((a: { id: number }) => a.id)).toEqual([1, 2, 3]);
  const modules = await t.ds.query(
    `SELECT count(*)::int AS n FROM duer_annexe_module l JOIN duer_module m ON m.id = l.id_duer_module JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1`,
    [DUER.agri2026],
  );
  expect(modules[0].n).toBeGreaterThan(0);
});

it('resetDossier(010001) restores the links and removes the files the dossier uploaded', async () => {
  const links = () => t.ds.query('SELECT id, id_base_page, ordre, est_avant_risques FROM duer_page WHERE id_duer = $1 ORDER BY id', [DUER.agri2026]);
  const before = await links();
  await t.ds.query('DELETE FROM duer_page WHERE id_duer = $1 AND id_base_page = 2', [DUER.agri2026]);
  await t.ds.query('UPDATE duer_page SET est_avant_risques = false WHERE id_duer = $1', [DUER.agri2026]);
  await blobs.put('duer/010001/televerse', Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
  await t.ds.query(`INSERT INTO duer_base_annexe (nom, code_dossier, blob_key) VALUES ('Annexe QA', '010001', 'duer/010001/televerse')`);
  await resetDossier(t.ds, '010001', blobs);
  expect(await links()).toEqual(before);
  expect(await blobs.stat('duer/010001/televerse')).toBeNull();
  expect(await t.ds.query(`SELECT id FROM duer_base_annexe WHERE nom = 'Annexe QA'`)).toEqual([]);
  // The firm's files are still there.
  expect(await blobs.stat('duer/bibliotheque/page-2.pdf')).not.toBeNull();
});
