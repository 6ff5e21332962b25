import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PARTICULIER_FOLDERS, STANDARD_DOCS, STANDARD_FOLDERS, gedId, seedBoard, seedGed } from './support/ged-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
let board: { workspace: string; minute: string };
type Client = Awaited<ReturnType<typeof signIn>>;
let gerant: Client;
let associe: Client;
let testeur: Client;
let particulier: Client;

beforeAll(async () => {
  t = await startTestPortal();
  const files = t.config.storage.filesDir;
  // This file's own store, whatever the QA seed put in the template: the counts below are exact.
  await t.ds.query(`DELETE FROM ged_document`);
  await t.ds.query(`DELETE FROM ged_noeud`);
  for (const code of ['010001', '010002', '010004']) await seedGed(t.ds, files, code, STANDARD_FOLDERS, STANDARD_DOCS);
  await seedGed(t.ds, files, '010016', PARTICULIER_FOLDERS, [{ n: 1, folder: 'impots', nom: 'Avis d’impôt 2025.pdf' }]);
  board = await seedBoard(t.ds, files);
  // 010002's document store is in maintenance (before any sign-in: the rights are cached afterwards).
  await t.ds.query(`INSERT INTO dossier_module (code_dossier, module) VALUES ('010002', 'maintenanceGedDocument')`);
  [gerant, associe, testeur, particulier] = await Promise.all(
    ['gerant.multi@exemple.fr', 'associe@exemple.fr', 'testeur@exemple.fr', 'particulier@exemple.fr'].map((l) => signIn(t.baseUrl, l)),
  );
});
afterAll(() => t.close());

const PAYSLIP_010004 = gedId('010004', 4);
const BILAN_010004 = gedId('010004', 1);
const BILAN_010001 = gedId('010001', 1);
const HTML_010001 = gedId('010001', 12);
const names = (body: { data: { name: string }[] }) => body.data.map((d) => d.name).sort();
interface Node {
  id: string;
  title: string;
  count: number;
  maintenance: boolean;
  nodes: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.nodes)]);

/** 401 anonymous, 403 another dossier, 403 without mod_documents/mod_factures (Claire Martin is Associé on 010004), 400 bad code. */
async function expectDossierRefusals(url: (code: string) => string) {
  expectEnvelope((await request(t.baseUrl).get(url('010004')).expect(401)).body, 401);
  expectEnvelope((await associe.http.get(url('010001')).expect(403)).body, 403, 'INTERDIT');
  expectEnvelope((await gerant.http.get(url('010004')).expect(403)).body, 403, 'MODULE_INTERDIT');
  expectEnvelope((await gerant.http.get(url('12ab')).expect(400)).body, 400, 'VALIDATION');
}

describe('rights: categories and modules', () => {
  it('a Comptable (mesDocs_fiscal only) gets the document modules of mesDocs and his categories in /api/droits', async () => {
    const droits = (await associe.http.get('/api/droits').expect(200)).body;
    const d = droits.data.dossiers.find((x: { codeDossier: string }) => x.codeDossier === '010004');
    expect(d.modules).toEqual(expect.arrayContaining(['mod_documents', 'mod_factures']));
    expect(d.modules).not.toContain('droit_izipaie');
    expect(d.categories).toEqual(['contacts', 'mesDocs_fiscal']);
    const g = (await gerant.http.get('/api/droits').expect(200)).body;
    expect(g.data.dossiers.find((x: { codeDossier: string }) => x.codeDossier === '010001').categories).toBe('all');
  });
});

describe('GET /api/documents/ged/nodes/{codeDossier}', () => {
  it('401, 403, 403 module, 400', () => expectDossierRefusals((c) => `/api/documents/ged/nodes/${c}`));

  it('gives the gérant the whole tree with counts', async () => {
    const tree = (await gerant.http.get('/api/documents/ged/nodes/010001').expect(200)).body as Node[];
    expect(tree.map((n) => n.id)).toEqual(['main']);
    const all = Object.fromEntries(flatten(tree).map((n) => [n.id, n.count]));
    expect(all).toEqual({
      main: 0,
      attente: 2,
      factures: 0,
      factures_2026: 3,
      fiscal: 2,
      juridique: 2,
      social: 0,
      paies_2026_10: 2,
      paies_2026_09: 1,
      vendanges: 1,
    });
  });

  it('the fiscal-only member never receives a social folder, name or count', async () => {
    const res = await associe.http.get('/api/documents/ged/nodes/010004').expect(200);
    const all = Object.fromEntries(flatten(res.body).map((n) => [n.id, n.count]));
    expect(all).toEqual({ main: 0, factures: 0, factures_2026: 3, fiscal: 2 });
    expect(JSON.stringify(res.body)).not.toMatch(/Paies|Social|Vendanges|Juridique|attente/i);
  });

  it('a Salarié sees the social folders (vendanges with droit_izipaie) only; a particular customer his own folders', async () => {
    const social = flatten((await testeur.http.get('/api/documents/ged/nodes/010001').expect(200)).body).map((n) => n.id);
    expect(social.sort()).toEqual(['main', 'paies_2026_09', 'paies_2026_10', 'social', 'vendanges']);
    const part = flatten((await particulier.http.get('/api/documents/ged/nodes/010016').expect(200)).body).map((n) => n.id);
    expect(part.sort()).toEqual(['attente', 'impots', 'main', 'patrimoine']);
  });

  it('marks the folders of a store in maintenance', async () => {
    const nodes = flatten((await gerant.http.get('/api/documents/ged/nodes/010002').expect(200)).body);
    expect(nodes.find((n) => n.id === 'fiscal')!.maintenance).toBe(true);
    expect(nodes.find((n) => n.id === 'factures_2026')!.maintenance).toBe(false);
  });
});

describe('GET /api/documents/ged/documents/{codeDossier}/{codeGED}', () => {
  it('401, 403, 403 module, 400', async () => {
    await expectDossierRefusals((c) => `/api/documents/ged/documents/${c}/fiscal`);
    const bad = await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ containsfilter: 'ab', size: 1000 }).expect(400);
    expectEnvelope(bad.body, 400, 'VALIDATION');
    expect(bad.body.issues.map((i: { message: string }) => i.message)).toEqual(expect.arrayContaining(['Veuillez saisir au moins 3 caractères']));
  });

  it('pages a folder newest first with the total, and filters by name or by the text inside', async () => {
    const page = (await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ size: 1 }).expect(200)).body;
    expect(page).toMatchObject({ page: 0, size: 1, total: 2 });
    expect(page.data[0]).toMatchObject({
      id: BILAN_010001,
      name: 'Bilan 2025.pdf',
      codeGED: 'fiscal',
      extension: 'pdf',
      urlWebdav: `/api/documents/ged/download/${BILAN_010001}`,
      urlPreview: `/api/documents/ged/preview/${BILAN_010001}/{page}`,
    });
    const second = (await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ size: 1, page: 1 }).expect(200)).body;
    expect(names(second)).toEqual(['Liasse fiscale 2025.pdf']);
    const bil = await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ containsfilter: 'bil' }).expect(200);
    expect(names(bil.body)).toEqual(['Bilan 2025.pdf']);
    const inside = await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ containsfilter: 'excedent brut' }).expect(200);
    expect(names(inside.body)).toEqual(['Bilan 2025.pdf']);
    const stem = await gerant.http.get('/api/documents/ged/documents/010001/fiscal').query({ containsfilter: 'déclarations' }).expect(200);
    expect(names(stem.body)).toEqual(['Liasse fiscale 2025.pdf']);
    const html = (await gerant.http.get('/api/documents/ged/documents/010001/juridique').expect(200)).body;
    expect(html.data.find((d: { extension: string }) => d.extension === 'html').urlPreview).toBeNull();
  });

  it('403 on a folder of another category, empty for a container, 404 unknown, 503 in maintenance', async () => {
    expectEnvelope((await associe.http.get('/api/documents/ged/documents/010004/paies_2026_10').expect(403)).body, 403, 'INTERDIT');
    expect((await associe.http.get('/api/documents/ged/documents/010004/main').expect(200)).body).toMatchObject({ data: [], total: 0 });
    expectEnvelope((await gerant.http.get('/api/documents/ged/documents/010001/inconnu').expect(404)).body, 404);
    const m = await gerant.http.get('/api/documents/ged/documents/010002/fiscal').expect(503);
    expect(m.body).toMatchObject({ message: "La GED n'est pas accessible pour le moment. Veuillez réessayer ultérieurement.", displayable: true });
  });
});

describe('GET /api/documents/ged/factures/{codeDossier}/{year}/{type}', () => {
  it('401, 403, 403 module, 400', async () => {
    await expectDossierRefusals((c) => `/api/documents/ged/factures/${c}/all/all`);
    expectEnvelope((await particulier.http.get('/api/documents/ged/factures/010016/all/all').expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await gerant.http.get('/api/documents/ged/factures/010001/20x6/all').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await gerant.http.get('/api/documents/ged/factures/010001/all/Autre').expect(400)).body, 400, 'VALIDATION');
  });

  it('filters by year and type; the fiscal member sees the invoices, the Salarié none', async () => {
    const all = (await associe.http.get('/api/documents/ged/factures/010004/all/all').expect(200)).body;
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({
      type: 'facture',
      nomFournisseur: 'Coopérative de la Marne',
      numeroFacture: 'F-7',
      totalTTC: 1234.5,
      dateFacture: '2026-03-02',
    });
    expect(names((await associe.http.get('/api/documents/ged/factures/010004/2026/all').expect(200)).body)).toHaveLength(2);
    expect(names((await associe.http.get('/api/documents/ged/factures/010004/all/Immobilisation').expect(200)).body)).toEqual(['Tracteur.pdf']);
    expect(names((await associe.http.get('/api/documents/ged/factures/010004/2026/Vente').expect(200)).body)).toEqual(['Facture Négoce 2026-007.pdf']);
    expect((await testeur.http.get('/api/documents/ged/factures/010001/all/all').expect(200)).body.total).toBe(0);
  });

  it('lists filed invoices only: one still waiting is in Documents en attente', async () => {
    const filed = names((await gerant.http.get('/api/documents/ged/factures/010001/all/all?size=100').expect(200)).body);
    expect(filed).toContain('Tracteur.pdf');
    expect(filed).not.toContain('Facture électricité.pdf');
    const waiting = names((await gerant.http.get('/api/documents/ged/inprogress/010001?module=factures').expect(200)).body);
    expect(waiting).toContain('Facture électricité.pdf');
  });
});

describe('payslips: GET /api/documents/ged/paies/... and the zip', () => {
  it('401, 403, 403 module, 400', async () => {
    await expectDossierRefusals((c) => `/api/documents/ged/paies/${c}/2026/10`);
    await expectDossierRefusals((c) => `/api/documents/ged/paies/download/${c}/2026/10`);
    expectEnvelope((await gerant.http.get('/api/documents/ged/paies/010001/2026/13').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists a month or the year; the fiscal member gets 403 on payslips and on their zip', async () => {
    expect(names((await gerant.http.get('/api/documents/ged/paies/010001/2026/10').expect(200)).body)).toEqual([
      'Bulletin octobre 2026 - Dupont.pdf',
      'Bulletin octobre 2026 - Leroy.pdf',
    ]);
    expect((await testeur.http.get('/api/documents/ged/paies/010001/2026/all').expect(200)).body.total).toBe(3);
    expectEnvelope((await associe.http.get('/api/documents/ged/paies/010004/2026/10').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/documents/ged/paies/download/010004/2026/10').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/documents/ged/paies/download/010004/2026/all').expect(403)).body, 403, 'INTERDIT');
  });

  it('streams the month’s payslips as one zip', async () => {
    const res = await gerant.http
      .get('/api/documents/ged/paies/download/010001/2026/10')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="paies_2026_10.zip"');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ged-zip-')), 'paies.zip');
    fs.writeFileSync(file, res.body as Buffer);
    const entries = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n').sort();
    expect(entries).toEqual(['Bulletin octobre 2026 - Dupont.pdf', 'Bulletin octobre 2026 - Leroy.pdf']);
    expect(execFileSync('unzip', ['-p', file, 'Bulletin octobre 2026 - Leroy.pdf']).toString()).toContain('Bulletin de salaire Leroy');
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});

describe('GET /api/documents/ged/inprogress/{codeDossier}', () => {
  it('401, 403, 403 module, 400', async () => {
    await expectDossierRefusals((c) => `/api/documents/ged/inprogress/${c}`);
    expectEnvelope((await gerant.http.get('/api/documents/ged/inprogress/010001').query({ module: 'x' }).expect(400)).body, 400, 'VALIDATION');
    const tab = await particulier.http.get('/api/documents/ged/inprogress/010016').query({ module: 'factures' }).expect(403);
    expectEnvelope(tab.body, 403, 'MODULE_INTERDIT');
  });

  it('splits the waiting documents by tab; a member without the waiting folder’s category gets none', async () => {
    expect(names((await gerant.http.get('/api/documents/ged/inprogress/010001').expect(200)).body)).toHaveLength(2);
    expect(names((await gerant.http.get('/api/documents/ged/inprogress/010001').query({ module: 'documents' }).expect(200)).body)).toEqual([
      'Relevé bancaire.pdf',
    ]);
    expect(names((await gerant.http.get('/api/documents/ged/inprogress/010001').query({ module: 'factures' }).expect(200)).body)).toEqual([
      'Facture électricité.pdf',
    ]);
    expect((await associe.http.get('/api/documents/ged/inprogress/010004').expect(200)).body.total).toBe(0);
  });
});

describe('one document: metadata, download, view', () => {
  const urls = (id: string) => [`/api/documents/ged/document/${id}`, `/api/documents/ged/download/${id}`, `/api/documents/ged/view/${id}`];

  it('401, 403 another dossier, 403 module, 403 another category, 404 unknown, 400 bad id', async () => {
    for (const url of urls(BILAN_010004)) expectEnvelope((await request(t.baseUrl).get(url).expect(401)).body, 401);
    for (const url of urls(BILAN_010001)) expectEnvelope((await associe.http.get(url).expect(403)).body, 403, 'INTERDIT');
    for (const url of urls(BILAN_010004)) expectEnvelope((await gerant.http.get(url).expect(403)).body, 403, 'MODULE_INTERDIT');
    for (const url of urls(PAYSLIP_010004)) expectEnvelope((await associe.http.get(url).expect(403)).body, 403, 'INTERDIT');
    for (const url of urls('1a000000-0000-4000-8000-999999999999')) expectEnvelope((await gerant.http.get(url).expect(404)).body, 404);
    for (const url of urls('pas-un-uuid')) expectEnvelope((await gerant.http.get(url).expect(400)).body, 400, 'VALIDATION');
  });

  it('gives the metadata and the file as an attachment with its stored type, never sniffed', async () => {
    expect((await associe.http.get(`/api/documents/ged/document/${BILAN_010004}`).expect(200)).body).toMatchObject({
      id: BILAN_010004,
      name: 'Bilan 2025.pdf',
    });
    const res = await associe.http.get(`/api/documents/ged/download/${BILAN_010004}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Bilan 2025.pdf"; filename*=UTF-8''Bilan%202025.pdf`);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.toString()).toContain('excédent brut');
    const accents = await gerant.http.get(`/api/documents/ged/download/${gedId('010001', 10)}`).expect(200);
    expect(accents.headers['content-disposition']).toBe(`attachment; filename="Releve bancaire.pdf"; filename*=UTF-8''Relev%C3%A9%20bancaire.pdf`);
  });

  it('shows pdf inline and refuses to show html (415: the viewer downloads it)', async () => {
    const pdf = await gerant.http.get(`/api/documents/ged/view/${BILAN_010001}`).expect(200);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    const html = await gerant.http.get(`/api/documents/ged/view/${HTML_010001}`).expect(415);
    expect(html.body).toMatchObject({ message: "L'aperçu de ce document n'est pas disponible.", displayable: true });
  });
});

describe('GET /api/documents/ged/search/{codeDossier}', () => {
  it('401, 403, 403 module, 400', async () => {
    await expectDossierRefusals((c) => `/api/documents/ged/search/${c}?containsfilter=bilan`);
    const short = await gerant.http.get('/api/documents/ged/search/010001').query({ containsfilter: 'bi' }).expect(400);
    expect(short.body.message).toBe('Veuillez saisir au moins 3 caractères');
  });

  it('searches names and text within the visible folders only', async () => {
    const g = (await gerant.http.get('/api/documents/ged/search/010001').query({ containsfilter: 'salaire' }).expect(200)).body;
    expect(names(g)).toEqual(['Bulletin octobre 2026 - Dupont.pdf', 'Bulletin octobre 2026 - Leroy.pdf', 'Bulletin septembre 2026 - Dupont.pdf']);
    expect((await associe.http.get('/api/documents/ged/search/010004').query({ containsfilter: 'salaire' }).expect(200)).body.data).toEqual([]);
    expect((await associe.http.get('/api/documents/ged/search/010004').query({ containsfilter: 'bulletin' }).expect(200)).body.data).toEqual([]);
    expect(names((await associe.http.get('/api/documents/ged/search/010004').query({ containsfilter: 'bil' }).expect(200)).body)).toEqual(['Bilan 2025.pdf']);
    expect(names((await associe.http.get('/api/documents/ged/search/010004').query({ containsfilter: 'COOPERATIVE' }).expect(200)).body)).toEqual([
      'Facture Coopérative 2026-114.pdf',
    ]);
  });

  it('finds a document by the text the worker extracts later (the vector follows contenu)', async () => {
    const search = () => gerant.http.get('/api/documents/ged/search/010001').query({ containsfilter: 'Hectolitres' }).expect(200);
    expect((await search()).body.data).toEqual([]);
    await t.ds.query(`UPDATE ged_document SET contenu = 'Déclaration de récolte : 120 hectolitres' WHERE id = $1`, [gedId('010001', 3)]);
    expect(names((await search()).body)).toEqual(['Lettre de mission.docx']);
  });
});

describe('GET /api/documents/{codeDossier} (home box)', () => {
  it('401, 403, 403 module, 400', () => expectDossierRefusals((c) => `/api/documents/${c}`));

  it('5 newest documents and 5 invoices, within the visible folders; no invoices for particular customers', async () => {
    const g = (await gerant.http.get('/api/documents/010001').expect(200)).body;
    expect(g.documents.map((d: { name: string }) => d.name)).toEqual([
      'Bulletin octobre 2026 - Dupont.pdf',
      'Bulletin octobre 2026 - Leroy.pdf',
      'Bilan 2025.pdf',
      'Liasse fiscale 2025.pdf',
      'Lettre de mission.docx',
    ]);
    expect(g.factures).toHaveLength(3);
    expect(g.cache).toBe(false);
    const a = (await associe.http.get('/api/documents/010004').expect(200)).body;
    expect(a.documents.map((d: { name: string }) => d.name)).toEqual(['Bilan 2025.pdf', 'Liasse fiscale 2025.pdf']);
    const p = (await particulier.http.get('/api/documents/010016').expect(200)).body;
    expect(p).toMatchObject({ factures: [] });
    expect(p.documents.map((d: { name: string }) => d.name)).toEqual(['Avis d’impôt 2025.pdf']);
    expect((await gerant.http.get('/api/documents/010002').expect(200)).body.documents).toEqual([]);
  });
});

describe('GET /api/documents/checkGEDStatus', () => {
  it('401, 403 on another dossier, 400 bad code; reports storage and the maintenance flags', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/documents/checkGEDStatus').expect(401)).body, 401);
    expectEnvelope((await associe.http.get('/api/documents/checkGEDStatus').query({ codeDossier: '010001' }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/documents/checkGEDStatus').query({ codeDossier: '12' }).expect(400)).body, 400, 'VALIDATION');
    expect((await associe.http.get('/api/documents/checkGEDStatus').expect(200)).body).toEqual({
      storage: 'up',
      maintenanceGedDocument: false,
      maintenanceGedFacture: false,
      message: null,
    });
    expect((await gerant.http.get('/api/documents/checkGEDStatus').query({ codeDossier: '010002' }).expect(200)).body).toMatchObject({
      maintenanceGedDocument: true,
      maintenanceGedFacture: false,
      message: "La GED n'est pas accessible pour le moment. Veuillez réessayer ultérieurement.",
    });
  });
});

describe('board workspaces (administrateur_cder)', () => {
  it('401, 403 without administrateur_cder, 400, 404', async () => {
    for (const url of ['/api/documents/ged/administration/documents/tree', `/api/documents/ged/administration/documents/nodes/${board.workspace}`]) {
      expectEnvelope((await request(t.baseUrl).get(url).expect(401)).body, 401);
      expectEnvelope((await associe.http.get(url).expect(403)).body, 403, 'MODULE_INTERDIT');
    }
    expectEnvelope((await gerant.http.get('/api/documents/ged/administration/documents/nodes/x').expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await gerant.http.get(`/api/documents/ged/administration/documents/nodes/${gedId('x', 1)}`).expect(404)).body, 404);
  });

  it('lists the workspaces and their minutes', async () => {
    const tree = (await gerant.http.get('/api/documents/ged/administration/documents/tree').expect(200)).body;
    expect(tree).toEqual([expect.objectContaining({ uuid: board.workspace, title: "Conseil d'administration", nodes: [] })]);
    const docs = (await gerant.http.get(`/api/documents/ged/administration/documents/nodes/${board.workspace}`).expect(200)).body;
    expect(docs).toMatchObject({
      total: 1,
      data: [
        {
          id: board.minute,
          name: 'Procès-verbal du conseil.pdf',
          urlWebdav: `/api/documents/ged/administration/documents/download/${board.minute}`,
          urlPreview: `/api/documents/ged/administration/documents/preview/${board.minute}/{page}`,
        },
      ],
    });
    const file = await gerant.http.get(docs.data[0].urlWebdav).buffer(true).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.body.toString()).toContain('Procès-verbal');
  });

  it('downloads a minute only with administrateur_cder, and never a dossier document through the board route', async () => {
    const url = (id: string) => `/api/documents/ged/administration/documents/download/${id}`;
    expectEnvelope((await request(t.baseUrl).get(url(board.minute)).expect(401)).body, 401);
    expectEnvelope((await associe.http.get(url(board.minute)).expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await gerant.http.get(url('x')).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await gerant.http.get(url(BILAN_010001)).expect(404)).body, 404);
    expectEnvelope((await gerant.http.get(`/api/documents/ged/download/${board.minute}`).expect(404)).body, 404);
  });
});
