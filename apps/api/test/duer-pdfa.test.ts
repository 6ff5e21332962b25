import { createHash } from 'node:crypto';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { DuerVersionListSchema } from '@portail/contracts';
import { checkPdfA } from '../src/common/pdf/pdfa-check';
import { PdfAConversion } from '../src/common/pdf/pdfa';
import { PageRenderer } from '../src/modules/documents/jobs/page-renderer';
import { binary, type Caller, get, ID, type ImpressionPortal, imprimer, type Query, startImpressionPortal } from './support/duer-impression-portal';

/**
 * Sealed DUER versions archived as PDF/A-2b (issue 31): a definitive print converted by Ghostscript before it is stored
 * and sealed, so that the sealed hash is the archived file's; a temporary print left as built; a worker without
 * Ghostscript still seals the plain PDF, marked so.
 */
jest.setTimeout(240_000);

const RAISON_SOCIALE = 'EARL Łukasz Wójcik & Fils';
let p: ImpressionPortal;
let q: Query;
let ce: Caller;

const renderer = new PageRenderer();
async function texte(pdf: Buffer): Promise<string> {
  const r = await renderer.render({ bytes: new Uint8Array(pdf), mime: 'application/pdf', fromPage: 1, toPage: 0, withText: true });
  return (r.text ?? '').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  p = await startImpressionPortal();
  ({ q, ce } = p);
  await q(`UPDATE dossier SET raison_sociale = $1 WHERE code_dossier = '010001'`, [RAISON_SOCIALE]);
});
afterAll(async () => {
  await renderer.stop();
  await p.close();
});

async function versions() {
  return DuerVersionListSchema.parse((await get(ce, `/api/duer/${ID}/versions`).expect(200)).body);
}

it('a definitive print is sealed as PDF/A-2b: the check finds nothing, the text and title keep the Polish name, the hash is the file’s', async () => {
  const { seen } = await imprimer(ce, '/api/duer/impression', { duerId: ID, temporaire: false });
  const fin = seen[seen.length - 1];
  expect(fin.etat).toBe('termine');
  const version = (await versions()).find((v) => v.id === fin.idVersion)!;
  expect(version.pdfa).toBe(true);
  const fichier = (await binary(get(ce, `/api/duer/${ID}/versions/${version.id}/fichier`)).expect(200)).body as Buffer;
  expect(createHash('sha256').update(fichier).digest('hex')).toBe(version.sha256);
  expect(fichier.byteLength).toBe(version.taille);
  expect(await checkPdfA(fichier)).toEqual([]);
  expect(await texte(fichier)).toContain(RAISON_SOCIALE);
  const doc = await PDFDocument.load(fichier, { updateMetadata: false });
  expect(doc.getTitle()).toBe(`DUER 2026 – ${RAISON_SOCIALE}`);
  // Made PDF/A as it was built, not rewritten by Ghostscript: the structure tree of the tagged print is still there.
  expect(doc.getProducer()).toBe('Portail des adhérents');
  expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeDefined();
  expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(fr-FR)');
  expect(doc.getPageCount()).toBe(version.pages);
  // The copy filed in the dossier's DUER folder is the same archived file.
  const [ged] = await q<{ sha256: string }>(`SELECT d.sha256 FROM ged_document d JOIN duer_version v ON v.id_ged_document = d.id WHERE v.id = $1`, [
    version.id,
  ]);
  expect(ged.sha256).toBe(version.sha256);
});

it('a temporary print is not converted', async () => {
  const { id, seen } = await imprimer(ce, '/api/duer/impression', { duerId: ID, temporaire: true });
  expect(seen[seen.length - 1].etat).toBe('termine');
  const fichier = (await binary(get(ce, `/api/duer/${ID}/impressions/${id}/fichier`)).expect(200)).body as Buffer;
  expect(await checkPdfA(fichier)).toContain('pas de métadonnées XMP (/Metadata du catalogue)');
  expect((await PDFDocument.load(fichier, { updateMetadata: false })).getProducer() ?? '').not.toMatch(/Ghostscript/);
});

it('without Ghostscript the definitive print still succeeds: the plain PDF is sealed, pdfa false', async () => {
  const sansGhostscript = jest.spyOn(p.t.portal.app.get(PdfAConversion), 'convertir').mockResolvedValue(null);
  const { seen } = await imprimer(ce, '/api/duer/impression', { duerId: ID, temporaire: false });
  const fin = seen[seen.length - 1];
  expect(fin.etat).toBe('termine');
  const version = (await versions()).find((v) => v.id === fin.idVersion)!;
  expect(version.pdfa).toBe(false);
  const fichier = (await binary(get(ce, `/api/duer/${ID}/versions/${version.id}/fichier`)).expect(200)).body as Buffer;
  expect(createHash('sha256').update(fichier).digest('hex')).toBe(version.sha256);
  expect(await checkPdfA(fichier)).toContain('pas de métadonnées XMP (/Metadata du catalogue)');
  // The QA set's earlier version (a plain pdfkit file) is not PDF/A either.
  expect((await versions()).find((v) => v.numero === 1)?.pdfa).toBe(false);
  sansGhostscript.mockRestore();
});
