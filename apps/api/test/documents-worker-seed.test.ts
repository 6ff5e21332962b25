import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FsBlobStore } from '../src/common/storage/fs-blob-store';
import { gedDocumentId, gedNoeudId } from '../../../seeds/ids';
import { resetDossier, seedAll } from '../../../seeds/seed';
import { startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let dir: string;
let blobs: FsBlobStore;

beforeAll(async () => {
  t = await startTestPortal();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portail-seed-files-'));
  blobs = new FsBlobStore(dir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const counts = async () =>
  (
    await t.ds.query(
      `SELECT (SELECT count(*) FROM ged_noeud)::int AS noeuds, (SELECT count(*) FROM ged_document)::int AS documents,
            (SELECT count(*) FROM ged_document WHERE code_dossier = '010002')::int AS docs010002`,
    )
  )[0] as { noeuds: number; documents: number; docs010002: number };

/** Every document row's blob is in `root` with the size and hash the row records. */
async function expectBlobsIn(root: string): Promise<void> {
  const rows: { blob_key: string; taille: string; sha256: string }[] = await t.ds.query('SELECT blob_key, taille, sha256 FROM ged_document');
  expect(rows.length).toBeGreaterThan(100);
  for (const r of rows) {
    const bytes = fs.readFileSync(path.join(root, r.blob_key));
    expect({ key: r.blob_key, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
      key: r.blob_key,
      size: Number(r.taille),
      sha256: r.sha256,
    });
  }
}

it('gives each seeded dossier its folder tree and real files, the board its workspaces', async () => {
  await expectBlobsIn(process.env.FILES_DIR!);
  const byDossier: { code_dossier: string | null; noeuds: string[]; docs: number; factures: number }[] = await t.ds.query(
    `SELECT n.code_dossier, array_agg(DISTINCT n.code ORDER BY n.code) AS noeuds, count(d.id)::int AS docs, count(d.id) FILTER (WHERE d.type = 'facture' AND n.code LIKE 'factures_%')::int AS factures
       FROM ged_noeud n LEFT JOIN ged_document d ON d.noeud_id = n.id GROUP BY n.code_dossier ORDER BY n.code_dossier NULLS FIRST`,
  );
  const of = (code: string | null) => byDossier.find((r) => r.code_dossier === code)!;
  expect(of(null)).toMatchObject({ noeuds: ['assemblee_generale', 'conseil_administration', 'conseil_administration_2026'], docs: 2 });
  expect(of('010001').noeuds).toEqual([
    'attente',
    'factures',
    'factures_2025',
    'factures_2026',
    'factures_cabinet',
    'fiscal',
    'juridique',
    'main',
    'paies_2026_08',
    'paies_2026_09',
    'paies_2026_10',
    'social',
    'vendanges',
  ]);
  // + the firm's invoices of the billing page (11 issued, the month 'A facturer' has no PDF yet).
  expect(of('010001')).toMatchObject({ docs: 5 + 6 + 12 + 1 + 11, factures: 12 });
  expect(of('010004').noeuds).not.toContain('vendanges');
  expect(of('010016')).toMatchObject({ noeuds: ['attente', 'impots', 'main', 'patrimoine'], docs: 4, factures: 0 });
  const invoice = await t.ds.query(
    `SELECT nom_fournisseur, numero_facture, date_facture::text, total_ttc, type_facture FROM ged_document WHERE type_facture = 'Immobilisation' AND code_dossier = '010004'`,
  );
  expect(invoice).toEqual([
    {
      nom_fournisseur: 'Garage Agri-Services Gueux',
      numero_facture: 'F2025-04006',
      date_facture: '2025-04-11',
      total_ttc: '46680.00',
      type_facture: 'Immobilisation',
    },
  ]);
});

it('files the balance sheet, tax return and invoices of 010004 under the fiscal category, its payslips under social only', async () => {
  const rows: { categorie_id: string; noms: string[] }[] = await t.ds.query(
    `SELECT n.categorie_id, array_agg(d.nom ORDER BY d.nom) AS noms FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id
      WHERE d.code_dossier = '010004' GROUP BY n.categorie_id ORDER BY 1`,
  );
  const fiscal = rows.find((r) => r.categorie_id === 'mesDocs_fiscal')!.noms;
  expect(fiscal).toEqual(expect.arrayContaining(['Bilan 2025.pdf', 'Liasse fiscale 2025.pdf', 'Facture F2025-04001.pdf']));
  expect(fiscal.filter((n) => n.startsWith('Facture '))).toHaveLength(12);
  expect(fiscal.some((n) => n.startsWith('Bulletin'))).toBe(false);
  expect(rows.find((r) => r.categorie_id === 'mesDocs_social')!.noms).toHaveLength(6);
  const hidden = await t.ds.query(`SELECT count(*)::int AS n FROM ged_document WHERE nom ILIKE '%Charpentier%' OR nom ILIKE '%amortissement%'`);
  expect(hidden[0].n).toBe(0);
});

it('is idempotent: seeding twice keeps the counts and every blob', async () => {
  const before = await counts();
  const started = Date.now();
  await seedAll(t.ds, blobs);
  const firstMs = Date.now() - started;
  const again = Date.now();
  await seedAll(t.ds, blobs);
  process.stdout.write(`seedAll: ${firstMs} ms with PDF generation, ${Date.now() - again} ms again\n`);
  expect(await counts()).toEqual(before);
  await expectBlobsIn(dir);
});

it("restores one dossier's store: documents added are gone with their blobs, previews removed, seeded rows back", async () => {
  await seedAll(t.ds, blobs);
  const before = await counts();
  const extra = randomUUID();
  await blobs.put(`ged/010001/${extra}`, Readable.from([Buffer.from('%PDF-1.4 ajout')]));
  await t.ds.query(
    `INSERT INTO ged_document (id, noeud_id, code_dossier, nom, extension, mime, taille, blob_key, sha256) VALUES ($1, $2, '010001', 'Ajout.pdf', 'pdf', 'application/pdf', 14, $3, $4)`,
    [extra, gedNoeudId('010001', 2), `ged/010001/${extra}`, '0'.repeat(64)],
  );
  const bilan = gedDocumentId('010001', 1);
  await blobs.put(`apercus/${bilan}/1-normale.png`, Readable.from([Buffer.from('png')]));
  await t.ds.query(`UPDATE ged_document SET nom = 'Renommé.pdf', apercu_statut = 'pret', nb_pages = 2, contenu = 'texte' WHERE id = $1`, [bilan]);

  await resetDossier(t.ds, '010001', blobs);

  expect(await counts()).toEqual(before);
  expect(await blobs.stat(`ged/010001/${extra}`)).toBeNull();
  expect(await blobs.stat(`apercus/${bilan}/1-normale.png`)).toBeNull();
  expect(await t.ds.query('SELECT nom, apercu_statut, nb_pages, contenu FROM ged_document WHERE id = $1', [bilan])).toEqual([
    { nom: 'Bilan 2025.pdf', apercu_statut: 'attente', nb_pages: null, contenu: null },
  ]);
  await expectBlobsIn(dir);
});
