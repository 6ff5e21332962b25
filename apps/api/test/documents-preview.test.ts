import { DocumentsMessages, getBoardDocumentRoute, getBoardPreviewRoute, getInProgressPreviewRoute, getPreviewRoute, routePath } from '@portail/contracts';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import request from 'supertest';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { GedProcessing } from '../src/modules/documents/jobs/ged-processing.service';
import { gedDocumentId, gedNoeudId } from '../../../seeds/ids';
import { renderPdf } from '../../../seeds/ged-pdf';
import { seededFilesDir } from './ged-blobs';
import { signInStaff } from './staff-sign-in';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let filesDir: string;
let gerant: Awaited<ReturnType<typeof signIn>>;

/** Seeded documents: n° 1 the balance sheet (2 pages), 5 the fuel receipt (png, waiting folder), 6 the first payslip. */
const BILAN = gedDocumentId('010001', 1);
const TICKET = gedDocumentId('010001', 5);
const LIASSE = gedDocumentId('010001', 2);
const BILAN_010003 = gedDocumentId('010003', 1);
const PAIE_010004 = gedDocumentId('010004', 6);
/** The board minutes (no dossier): n° 1 the board's minutes (pdf). */
const PV_CONSEIL = gedDocumentId('000000', 1);
const preview = (id: string, page: number | string, quality?: string) => `${routePath(getPreviewRoute, { id, page })}${quality ? `?quality=${quality}` : ''}`;
const inProgress = (id: string, page: number) => routePath(getInProgressPreviewRoute, { id, page });

beforeAll(async () => {
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir });
  // 010003 loses its document modules before anyone's rights are read (and cached).
  await t.ds.query(`DELETE FROM dossier_module WHERE code_dossier = '010003' AND module IN ('mod_documents', 'mod_factures')`);
  const processing = t.portal.app.get(GedProcessing);
  for (const id of [BILAN, TICKET, BILAN_010003, PAIE_010004, PV_CONSEIL]) await processing.process(id);
  await t.ds.query(`UPDATE ged_document SET apercu_statut = 'aucun' WHERE id = $1`, [gedDocumentId('010001', 3)]);
  gerant = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('GET /api/documents/ged/preview/{id}/{page}', () => {
  it('sends the page as PNG, cached privately, with an ETag answered 304', async () => {
    const res = await gerant.http.get(preview(BILAN, 1)).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1000);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{20}-1-normale"$/);
    await gerant.http.get(preview(BILAN, 1)).set('If-None-Match', etag).expect(304);
    const thumb = await gerant.http
      .get(preview(BILAN, 2, 'vignette'))
      .buffer(true)
      .expect(200);
    expect((thumb.body as Buffer).readUInt32BE(16)).toBe(200);
    expect(thumb.headers.etag).not.toBe(etag);
  });

  it('answers 401 without a session', async () => {
    const res = await request(t.baseUrl).get(preview(BILAN, 1)).expect(401);
    expectEnvelope(res.body, 401, 'NON_AUTHENTIFIE');
  });

  it("answers 403 on another person's dossier", async () => {
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    const res = await associe.http.get(preview(BILAN, 1)).expect(403);
    expectEnvelope(res.body, 403);
  });

  it('answers 403 without the documents modules on the dossier', async () => {
    const res = await gerant.http.get(preview(BILAN_010003, 1)).expect(403);
    expectEnvelope(res.body, 403, 'MODULE_INTERDIT');
  });

  it('answers 403 for a payslip to a person without the social category (associé, Comptable on 010004)', async () => {
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    const res = await associe.http.get(preview(PAIE_010004, 1)).expect(403);
    expectEnvelope(res.body, 403);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers 400 with the envelope for a bad id, page or quality', async () => {
    for (const path of [preview('pas-un-id', 1), preview(BILAN, 0), preview(BILAN, 'x'), preview(BILAN, 1, 'enorme')]) {
      const res = await gerant.http.get(path).expect(400);
      expectEnvelope(res.body, 400, 'VALIDATION');
      expect(res.body.issues.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown document and a page past the last', async () => {
    expectEnvelope((await gerant.http.get(preview(randomUUID(), 1)).expect(404)).body, 404, 'INTROUVABLE');
    expectEnvelope((await gerant.http.get(preview(BILAN, 3)).expect(404)).body, 404, 'INTROUVABLE');
  });

  it('answers 409 with Retry-After while the worker has not processed the document, 404 for a type without preview', async () => {
    const waiting = await gerant.http.get(preview(LIASSE, 1)).expect(409);
    expectEnvelope(waiting.body, 409, 'CONFLIT');
    expect(waiting.body.message).toBe(DocumentsMessages.apercuIndisponible);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    const none = await gerant.http.get(preview(gedDocumentId('010001', 3), 1)).expect(404);
    expect(none.body.message).toBe(DocumentsMessages.apercuIndisponible);
  });

  it('asks the worker for a later page not rendered yet (409, follow-up job in the outbox)', async () => {
    const blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
    const id = randomUUID();
    const bytes = await renderPdf({ title: 'Grand livre', header: [], pages: Array.from({ length: 22 }, (_, i) => [{ lines: [`Feuillet ${i + 1}`] }]) });
    const stored = await blobs.put(`ged/010001/${id}`, Readable.from([bytes]));
    await t.ds.query(
      `INSERT INTO ged_document (id, noeud_id, code_dossier, nom, extension, mime, taille, blob_key, sha256) VALUES ($1, $2, '010001', 'Grand livre.pdf', 'pdf', 'application/pdf', $3, $4, $5)`,
      [id, gedNoeudId('010001', 6), stored.size, `ged/010001/${id}`, stored.sha256],
    );
    await t.portal.app.get(GedProcessing).process(id);
    await gerant.http.get(preview(id, 20)).expect(200);
    const res = await gerant.http.get(preview(id, 22)).expect(409);
    expect(res.body.message).toBe(DocumentsMessages.apercuIndisponible);
    const jobs = await t.ds.query(`SELECT job_name, payload FROM outbox WHERE job_id = $1`, [`ged-apercu-${id}-21`]);
    expect(jobs).toEqual([{ job_name: 'rendre-apercu-ged', payload: { documentId: id, fromPage: 21 } }]);
    await t.portal.app.get(GedProcessing).renderPages(id, 21);
    await gerant.http.get(preview(id, 22)).expect(200);
  });

  it('lets a collaborator of the portfolio see the page', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    await staff.http.get(preview(BILAN, 1)).expect(200);
  });
});

describe('GET /api/documents/ged/inprogress/preview/{id}/{page}', () => {
  it('sends the page of a waiting document, not of a filed one', async () => {
    const res = await gerant.http.get(inProgress(TICKET, 1)).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((res.body as Buffer).readUInt32BE(16)).toBe(360);
    expectEnvelope((await gerant.http.get(inProgress(BILAN, 1)).expect(404)).body, 404, 'INTROUVABLE');
  });

  it('answers 401, 403 and 400 like the other preview route', async () => {
    await request(t.baseUrl).get(inProgress(TICKET, 1)).expect(401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    await associe.http.get(inProgress(TICKET, 1)).expect(403);
    expectEnvelope((await gerant.http.get(inProgress(TICKET, 0)).expect(400)).body, 400, 'VALIDATION');
  });
});

describe('board minutes (administrateur_cder): the same preview as the dossiers’ documents', () => {
  const board = (id: string, page: number | string) => routePath(getBoardPreviewRoute, { id, page });

  it('lists a minute with its preview address and serves its pages as PNG', async () => {
    const meta = (await gerant.http.get(routePath(getBoardDocumentRoute, { id: PV_CONSEIL })).expect(200)).body;
    expect(meta).toMatchObject({ id: PV_CONSEIL, urlPreview: `/api/documents/ged/administration/documents/preview/${PV_CONSEIL}/{page}` });
    expect(meta.nbPages).toBeGreaterThan(0);
    const res = await gerant.http.get(board(PV_CONSEIL, 1)).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((res.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    const thumb = await gerant.http
      .get(`${board(PV_CONSEIL, 1)}?quality=vignette`)
      .buffer(true)
      .expect(200);
    expect((thumb.body as Buffer).readUInt32BE(16)).toBe(200);
  });

  it('answers 401 without a session, 403 without administrateur_cder, 404 for a dossier’s document either way', async () => {
    await request(t.baseUrl).get(board(PV_CONSEIL, 1)).expect(401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get(board(PV_CONSEIL, 1)).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await associe.http.get(routePath(getBoardDocumentRoute, { id: PV_CONSEIL })).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await gerant.http.get(board(BILAN, 1)).expect(404)).body, 404, 'INTROUVABLE');
    expectEnvelope((await gerant.http.get(routePath(getBoardDocumentRoute, { id: BILAN })).expect(404)).body, 404, 'INTROUVABLE');
    expectEnvelope((await gerant.http.get(preview(PV_CONSEIL, 1)).expect(404)).body, 404);
  });
});
