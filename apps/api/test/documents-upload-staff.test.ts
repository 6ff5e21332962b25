import fs from 'node:fs';
import path from 'node:path';
import { DocumentsMessages as M } from '@portail/contracts';
import { ensureFolders, exe, pdf } from './documents-upload-fixtures';
import { signInStaff } from './staff-sign-in';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
  for (const code of ['010001', '010002']) await ensureFolders(t.ds, code);
});
afterAll(async () => {
  await t.close();
});

type Session = { http: Awaited<ReturnType<typeof agent>>['http']; csrf: string };
const staffUpload = (s: Session, code: string, folder: string, file: { name: string; data: Buffer }) =>
  s.http.post(`/api/documents/ged/classement/${code}/${folder}`).set('x-csrf-token', s.csrf).attach('files', file.data, file.name);
const fileDocument = (s: Session, body: object) => s.http.post('/api/documents/ged/classement').set('x-csrf-token', s.csrf).send(body);
const tmpFiles = () => {
  const dir = path.join(t.config.storage.filesDir, '.tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/documents/ged/classement/{codeDossier}/{codeGED}', () => {
  it('401 anonymous, 403 a member, 403 staff outside the portfolio, 400 bad folder code, 404 unknown folder', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await staffUpload(anon, '010001', 'fiscal', { name: 'a.pdf', data: pdf() }).expect(401)).body, 401);
    const member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await staffUpload(member, '010001', 'fiscal', { name: 'a.pdf', data: pdf() }).expect(403)).body, 403);
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    expectEnvelope((await staffUpload(sec, '010001', 'fiscal', { name: 'a.pdf', data: pdf() }).expect(403)).body, 403);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const bad = await staffUpload(ce, '010001', 'Fiscal!', { name: 'a.pdf', data: pdf() }).expect(400);
    expectEnvelope(bad.body, 400, 'VALIDATION');
    expect(bad.body.issues).toEqual([{ path: 'codeGED', message: 'Code de dossier GED invalide.' }]);
    expectEnvelope((await staffUpload(ce, '010001', 'inconnu', { name: 'a.pdf', data: pdf() }).expect(404)).body, 404);
    expect(Number((await t.ds.query('SELECT count(*) AS n FROM ged_document'))[0].n)).toBe(0);
    expect(
      fs.existsSync(path.join(t.config.storage.filesDir, 'ged', '010001')) ? fs.readdirSync(path.join(t.config.storage.filesDir, 'ged', '010001')) : [],
    ).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('files straight into the folder: html admitted for staff (web page icon), invoices folder gives type facture, content still checked', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const page = await staffUpload(ce, '010001', 'fiscal', { name: 'impots.gouv.html', data: Buffer.from('<!doctype html><title>Avis</title>') }).expect(201);
    const invoice = await staffUpload(ce, '010001', 'factures', { name: 'fournisseur.pdf', data: pdf() }).expect(201);
    const rows = await t.ds.query(
      `SELECT d.id, n.code, d.type, d.mime, d.extension, d.est_site_internet, d.type_fichier FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id
       WHERE d.id = ANY($1) ORDER BY n.code`,
      [[page.body.id, invoice.body.id]],
    );
    expect(rows).toEqual([
      { id: invoice.body.id, code: 'factures', type: 'facture', mime: 'application/pdf', extension: 'pdf', est_site_internet: false, type_fichier: null },
      { id: page.body.id, code: 'fiscal', type: 'document', mime: 'text/html', extension: 'html', est_site_internet: true, type_fichier: null },
    ]);
    expect(
      await t.ds.query('SELECT count(*)::int AS n FROM outbox WHERE job_id = ANY($1)', [[`ged-traiter-${page.body.id}`, `ged-traiter-${invoice.body.id}`]]),
    ).toEqual([{ n: 2 }]);
    // Staff uploads are not the member's upload history.
    expect(await t.ds.query('SELECT count(*)::int AS n FROM ged_envoi')).toEqual([{ n: 0 }]);
    const renamed = await staffUpload(ce, '010001', 'fiscal', { name: 'bilan.pdf', data: exe() }).expect(400);
    expect(renamed.body.message).toBe(M.fichierContenuIncoherent('bilan.pdf'));
  });
});

describe('POST /api/documents/ged/classement', () => {
  const facture = {
    type: 'facture',
    nomFournisseur: 'Coopérative',
    dateFacture: '2026-10-12',
    numeroFacture: 'F-2026-118',
    totalTTC: 1234.5,
    typeFacture: 'Achat',
  };

  async function waitingDocument(code: string): Promise<string> {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    return (await staffUpload(ce, code, 'attente', { name: 'scan.pdf', data: pdf() }).expect(201)).body.id as string;
  }

  it('401, 403 a member, 403 staff outside the portfolio, 400 with the invoice fields named, 404 unknown document or folder, 403 document of another dossier', async () => {
    const id = await waitingDocument('010001');
    const other = await waitingDocument('010002');
    const body = { codeDossier: '010001', id, codeGED: 'factures', ...facture };
    const anon = await agent(t.baseUrl);
    expectEnvelope((await fileDocument(anon, body).expect(401)).body, 401);
    const member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await fileDocument(member, body).expect(403)).body, 403);
    const sec = await signInStaff(t.baseUrl, 'sec.assistante');
    expectEnvelope((await fileDocument(sec, body).expect(403)).body, 403);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const missing = await fileDocument(ce, { codeDossier: '010001', id, codeGED: 'factures', type: 'facture', nomFournisseur: 'X' }).expect(400);
    expectEnvelope(missing.body, 400, 'VALIDATION');
    expect(missing.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['dateFacture', 'numeroFacture', 'totalTTC', 'typeFacture']);
    expectEnvelope((await fileDocument(ce, { ...body, id: '1a000000-0000-4000-8000-999999999999' }).expect(404)).body, 404);
    expectEnvelope((await fileDocument(ce, { ...body, id: other }).expect(403)).body, 403);
    expectEnvelope((await fileDocument(ce, { ...body, codeGED: 'inconnu' }).expect(404)).body, 404);
    expect((await t.ds.query('SELECT n.code FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE d.id = $1', [id]))[0].code).toBe('attente');
  });

  it('moves a waiting document into a folder with its type, name, year and invoice fields', async () => {
    const id = await waitingDocument('010001');
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const res = await fileDocument(ce, {
      codeDossier: '010001',
      id,
      codeGED: 'factures',
      name: 'Facture coopérative octobre.pdf',
      millesime: 2026,
      ...facture,
    }).expect(200);
    expect(res.body).toMatchObject({
      id,
      name: 'Facture coopérative octobre.pdf',
      type: 'facture',
      codeGED: 'factures',
      millesime: 2026,
      nomFournisseur: 'Coopérative',
      dateFacture: '2026-10-12',
      numeroFacture: 'F-2026-118',
      totalTTC: 1234.5,
      typeFacture: 'Achat',
      typeFichier: null,
      urlWebdav: `/api/documents/ged/download/${id}`,
    });
    const [row] = await t.ds.query(
      'SELECT n.code, d.nom, d.total_ttc, d.type_fichier, d.date_modification > d.date_creation AS edited FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE d.id = $1',
      [id],
    );
    expect(row).toEqual({ code: 'factures', nom: 'Facture coopérative octobre.pdf', total_ttc: '1234.50', type_fichier: null, edited: true });
    // Back to a plain document: the invoice fields go.
    const back = await fileDocument(ce, { codeDossier: '010001', id, codeGED: 'fiscal', type: 'document' }).expect(200);
    expect(back.body).toMatchObject({
      type: 'document',
      codeGED: 'fiscal',
      nomFournisseur: null,
      totalTTC: null,
      name: 'Facture coopérative octobre.pdf',
      millesime: 2026,
    });
  });
});
