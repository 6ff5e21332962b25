import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DuerDocumentsMessages as D, DuerMessages as M, HEADER_APERCU_PDF } from '@portail/contracts';
import { docx, pdf } from './documents-upload-fixtures';
import { seededFilesDir } from './ged-blobs';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

/**
 * Annexes and pages of a DUER (spec 03 §2.5, §2.6, §4, §6, §7.1, §7.4, §7.5). Fixtures on years 2041/2042 beside the
 * seeded DUERs (whose base pages and annexes they use).
 */
jest.setTimeout(90_000);

let t: TestPortal;
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001 (tool_duer); role 2 on 010004 (no tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>> & { code?: string };
type Method = 'get' | 'post' | 'put' | 'delete';

const call = (c: Caller, method: Method, url: string, body?: object) => {
  let req = c.http[method](url);
  if (method !== 'get') req = req.set('x-csrf-token', c.csrf);
  if (c.code) req = req.set('x-code-dossier', c.code);
  return body ? req.send(body) : req;
};
const upload = (c: Caller, url: string, fields: Record<string, string>, file?: [Buffer, string]) => {
  let req = c.http.post(url).set('x-csrf-token', c.csrf);
  if (c.code) req = req.set('x-code-dossier', c.code);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return file ? req.attach('files', file[0], file[1]) : req;
};

let q: (sql: string, params?: unknown[]) => Promise<{ id: number }[]>;
const one = async (sql: string, params: unknown[] = []) => (await q(sql, params))[0].id;
let filesDir: string;
/** Files of 010001's own documents in this file's blob folder. */
const propres = () => (fs.existsSync(path.join(filesDir, 'duer/010001')) ? fs.readdirSync(path.join(filesDir, 'duer/010001')).length : 0);
let gerant: Caller;
let ce: Caller;
const ids = { a: 0, fini: 0, sansModule: 0, module: 0, pageSommaire: 0, pagePlan: 0, pageGarde: 0, annexe1: 0, vide: 0 };

async function duer(codeDossier: string, annee: number, estFini = false) {
  const id = await one('INSERT INTO duer (code_dossier, annee, est_fini) VALUES ($1, $2, $3) RETURNING id', [codeDossier, annee, estFini]);
  for (const [page, avant, ordre] of [
    [1, true, 1],
    [2, true, 2],
    [6, false, 1],
  ]) {
    await q('INSERT INTO duer_page (id_duer, id_base_page, est_avant_risques, ordre) VALUES ($1, $2, $3, $4)', [id, page, avant, ordre]);
  }
  await q('INSERT INTO duer_annexe (id_duer, id_base_annexe) VALUES ($1, 1)', [id]);
  return id;
}
/** The raw bytes of a file answer, whatever its type. */
const bytes = (res: { body: unknown; text?: string }) => (Buffer.isBuffer(res.body) ? res.body : Buffer.from(res.text ?? ''));
const binary = (req: ReturnType<typeof call>) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });
const pageId = async (idDuer: number, idBasePage: number) => one('SELECT id FROM duer_page WHERE id_duer = $1 AND id_base_page = $2', [idDuer, idBasePage]);

beforeAll(async () => {
  // Blobs of its own: a seed reset run by another file does not remove this file's uploads.
  filesDir = seededFilesDir();
  t = await startTestPortal({ FILES_DIR: filesDir });
  q = (sql, params = []) => t.ds.query(sql, params);
  await q(`DELETE FROM duer WHERE code_dossier IN ('010001', '010004') AND annee BETWEEN 2034 AND 2042`);
  ids.a = await duer('010001', 2041);
  ids.fini = await duer('010001', 2042, true);
  ids.sansModule = await duer('010004', 2041);
  const cat = await one(`INSERT INTO duer_categorie (id_duer, id_base_categorie) VALUES ($1, (SELECT min(id) FROM duer_base_categorie)) RETURNING id`, [ids.a]);
  ids.module = await one(
    `INSERT INTO duer_module (id_duer_categorie, id_base_module) VALUES ($1, (SELECT id_base_module FROM duer_base_annexe WHERE id = 5)) RETURNING id`,
    [cat],
  );
  ids.pageGarde = await pageId(ids.a, 1);
  ids.pageSommaire = await pageId(ids.a, 2);
  ids.pagePlan = await pageId(ids.a, 6);
  ids.vide = await one(`INSERT INTO duer_base_annexe (nom, num_annexe) VALUES ('Annexe sans fichier', 9) RETURNING id`);
  gerant = await signIn(t.baseUrl, GERANT);
  ce = { ...(await signInStaff(t.baseUrl, 'ce.conseiller')), code: '010001' };
});
afterAll(() => t.close());

const routes = (idDuer: number): [Method, string, object?][] => [
  ['get', `/api/duer/${idDuer}/annexes`],
  ['get', `/api/duer/${idDuer}/annexes/base`],
  ['get', `/api/duer/${idDuer}/modules/${ids.module}/annexes`],
  ['get', `/api/duer/${idDuer}/modules/${ids.module}/annexes/base`],
  ['post', `/api/duer/${idDuer}/annexes`, { idBaseAnnexe: 4 }],
  ['put', `/api/duer/${idDuer}/annexes`, { idDuerModule: null, numeros: [], toDelete: [] }],
  ['post', `/api/duer/${idDuer}/annexes/upload`, {}],
  ['post', `/api/duer/${idDuer}/annexes/1/fichier`, {}],
  ['get', `/api/duer/${idDuer}/pages`],
  ['get', `/api/duer/${idDuer}/pages/base`],
  ['post', `/api/duer/${idDuer}/pages`, { idBasePage: 8 }],
  ['put', `/api/duer/${idDuer}/pages`, { toUpdate: [], toDelete: [] }],
  ['post', `/api/duer/${idDuer}/pages/upload`, {}],
  ['post', `/api/duer/${idDuer}/pages/2/fichier`, {}],
  ['get', `/api/duer/fichier/1/1/${idDuer}/true/true/annexe.pdf`],
  ['get', `/api/duer/fichier/2/2/${idDuer}/true/false/page.pdf`],
];

describe('access on every annex, page and file route', () => {
  it('401 anonymous', async () => {
    for (const [method, url, body] of routes(ids.a)) {
      const res = method === 'get' ? await request(t.baseUrl).get(url) : await call(await agent(t.baseUrl), method, url, body);
      expect([url, res.status]).toEqual([url, 401]);
      expectEnvelope(res.body, 401);
    }
  });

  it("403 on another person's dossier and without the DUER module", async () => {
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [method, url, body] of routes(ids.a)) {
      const res = await call(associe, method, url, body);
      expect([url, res.status]).toEqual([url, 403]);
      expectEnvelope(res.body, 403);
    }
    for (const [method, url, body] of routes(ids.sansModule)) {
      const res = await call(gerant, method, url, body);
      expect([url, res.status]).toEqual([url, 403]);
      expectEnvelope(res.body, 403, 'MODULE_INTERDIT');
    }
  });

  it('400 with the envelope on bad input, 404 on a document the dossier may not use', async () => {
    expectEnvelope((await call(gerant, 'get', '/api/duer/abc/pages').expect(400)).body, 400);
    expectEnvelope((await call(gerant, 'put', `/api/duer/${ids.a}/pages`, { toUpdate: [{ id: 'x' }], toDelete: 3 }).expect(400)).body, 400);
    expectEnvelope((await call(gerant, 'put', `/api/duer/${ids.a}/annexes`, { numeros: [] }).expect(400)).body, 400);
    expectEnvelope((await call(gerant, 'post', `/api/duer/${ids.a}/pages`, {}).expect(400)).body, 400);
    expectEnvelope((await call(gerant, 'get', `/api/duer/fichier/2/2/${ids.a}/peut-etre/false/p.pdf`).expect(400)).body, 400);
    const sansLibelle = (await upload(gerant, `/api/duer/${ids.a}/pages/upload`, { nom: ' ' }, [pdf(), 'p.pdf']).expect(400)).body;
    expectEnvelope(sansLibelle, 400);
    expect(sansLibelle.message).toBe(D.libelleEtFichierRequis);
    const sansFichier = (await upload(gerant, `/api/duer/${ids.a}/pages/upload`, { nom: 'Sans fichier' }).expect(400)).body;
    expect(sansFichier.message).toBe(D.libelleEtFichierRequis);
    const tropLong = (await upload(gerant, `/api/duer/${ids.a}/pages/upload`, { nom: 'x'.repeat(129) }, [pdf(), 'p.pdf']).expect(400)).body;
    expect(tropLong.message).toBe(D.libelleTropLong);
    const own = await one(`INSERT INTO duer_base_page (nom, code_dossier) VALUES ('Page de 010002', '010002') RETURNING id`);
    expectEnvelope((await call(gerant, 'get', `/api/duer/fichier/2/${own}/${ids.a}/false/false/p.pdf`).expect(404)).body, 404);
    expectEnvelope((await call(gerant, 'post', `/api/duer/${ids.a}/pages`, { idBasePage: own }).expect(404)).body, 404);
  });
});

describe('annexes', () => {
  it('lists the DUER annexes and those of a module, and the base annexes still available', async () => {
    const list = (await call(gerant, 'get', `/api/duer/${ids.a}/annexes`).expect(200)).body;
    expect(list.module).toBeNull();
    expect(list.annexes.map((x: { id: number }) => x.id)).toEqual([1]);
    expect(list.annexes[0]).toMatchObject({ typeFichier: 'ANNEXE', avecFichier: true, extension: 'pdf', duerBaseModule: null });
    const bases = (await call(gerant, 'get', `/api/duer/${ids.a}/annexes/base`).expect(200)).body.map((x: { id: number }) => x.id);
    expect(bases).toEqual(expect.arrayContaining([2, 3, 4]));
    expect(bases).not.toContain(1);
    expect(bases).not.toContain(5);
    const mod = (await call(gerant, 'get', `/api/duer/${ids.a}/modules/${ids.module}/annexes`).expect(200)).body;
    expect(mod.module.id).toBe(ids.module);
    expect(mod.annexes).toEqual([]);
    expect((await call(gerant, 'get', `/api/duer/${ids.a}/modules/${ids.module}/annexes/base`).expect(200)).body.map((x: { id: number }) => x.id)).toEqual([5]);
    const seeded = (await call(gerant, 'get', `/api/duer/${ids.fini}/modules/${ids.module}/annexes`).expect(404)).body;
    expect(seeded.message).toBe(D.moduleIntrouvable);
  });

  it('creates by upload for advisers only, refuses a duplicate label and a .pdf that is not a PDF', async () => {
    const url = `/api/duer/${ids.a}/annexes/upload`;
    const avant = propres();
    expect((await upload(gerant, url, { nom: 'Plan des bâtiments' }, [pdf('plan'), 'plan.pdf']).expect(403)).body.message).toBe(M.reserveCollaborateur);
    // Refused before a byte was stored, and a refused content leaves nothing either.
    expect(propres()).toBe(avant);
    const created = (await upload(ce, url, { nom: 'Plan des bâtiments' }, [pdf('plan'), 'plan.pdf']).expect(201)).body;
    const list = (await call(ce, 'get', `/api/duer/${ids.a}/annexes`).expect(200)).body.annexes;
    expect(list.map((x: { nom: string }) => x.nom)).toContain('Plan des bâtiments');
    const file = await call(ce, 'get', `/api/duer/fichier/1/${created.insertId}/${ids.a}/true/false/plan.pdf`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(file.body).equals(pdf('plan'))).toBe(true);
    expect((await upload(ce, url, { nom: 'plan des BÂTIMENTS'.replace('Â', 'â') }, [pdf(), 'a.pdf']).expect(400)).body.message).toBe(D.annexeExistante);
    expect((await upload(ce, url, { nom: 'Faux PDF' }, [Buffer.from('<html>pas un pdf</html>'), 'faux.pdf']).expect(400)).body.message).toBe(
      D.fichierContenuIncoherent('faux.pdf'),
    );
    expect((await upload(ce, url, { nom: 'Texte' }, [Buffer.from('texte'), 'notes.txt']).expect(400)).body.message).toBe(D.fichierTypeRefuse('notes.txt'));
    expect(propres()).toBe(avant + 1);
    const moduleAnnexe = (await upload(ce, url, { nom: 'Notice du broyeur', idDuerModule: String(ids.module) }, [pdf(), 'notice.pdf']).expect(201)).body;
    const mod = (await call(ce, 'get', `/api/duer/${ids.a}/modules/${ids.module}/annexes`).expect(200)).body.annexes;
    expect(mod.map((x: { id: number }) => x.id)).toEqual([moduleAnnexe.insertId]);
  });

  it('adds an existing base annex (creation right), once', async () => {
    await call(gerant, 'post', `/api/duer/${ids.a}/annexes`, { idBaseAnnexe: 2 }).expect(201);
    expect((await call(gerant, 'post', `/api/duer/${ids.a}/annexes`, { idBaseAnnexe: 2 }).expect(400)).body.message).toBe(D.annexeExistante);
    await call(gerant, 'post', `/api/duer/${ids.a}/annexes`, { idBaseAnnexe: 5, idDuerModule: ids.module }).expect(201);
    // Annex 5 belongs to a module: not an annex of the whole DUER.
    await call(gerant, 'post', `/api/duer/${ids.a}/annexes`, { idBaseAnnexe: 5 }).expect(404);
  });

  it('saves staged deletes and order: order for advisers only, all refused on a finished DUER, nothing half-written', async () => {
    const list = async () =>
      (await call(ce, 'get', `/api/duer/${ids.a}/annexes`).expect(200)).body.annexes as { id: number; idLien: number; numAnnexe: number }[];
    await call(gerant, 'post', `/api/duer/${ids.a}/annexes`, { idBaseAnnexe: 3 }).expect(201);
    const before = await list();
    const trois = before.find((x) => x.id === 3)!;
    const reorder = { idDuerModule: null, numeros: [{ id: 3, numAnnexe: 1 }], toDelete: [] };
    expect((await call(gerant, 'put', `/api/duer/${ids.a}/annexes`, reorder).expect(403)).body.message).toBe(M.reserveCollaborateur);
    // A foreign link id in the deletes: 404, and the order given with it is not written either.
    await call(ce, 'put', `/api/duer/${ids.a}/annexes`, { ...reorder, toDelete: [99999999] }).expect(404);
    expect((await list()).find((x) => x.id === 3)!.numAnnexe).toBe(trois.numAnnexe);
    await call(ce, 'put', `/api/duer/${ids.a}/annexes`, {
      ...reorder,
      numeros: [
        { id: 3, numAnnexe: 1 },
        { id: 1, numAnnexe: 3 },
      ],
    }).expect(200);
    const del = await call(gerant, 'put', `/api/duer/${ids.a}/annexes`, { idDuerModule: null, numeros: [], toDelete: [trois.idLien] });
    expect([del.status, del.body.message]).toEqual([200, undefined]);
    expect((await list()).map((x) => x.id)).not.toContain(3);
    await q('UPDATE duer_base_annexe SET num_annexe = $2 WHERE id = $1', [3, 3]);
    await q('UPDATE duer_base_annexe SET num_annexe = $2 WHERE id = $1', [1, 1]);
    const lienFini = (await call(ce, 'get', `/api/duer/${ids.fini}/annexes`).expect(200)).body.annexes[0].idLien;
    for (const caller of [gerant, ce]) {
      const res = await call(caller, 'put', `/api/duer/${ids.fini}/annexes`, { idDuerModule: null, numeros: [], toDelete: [lienFini] }).expect(403);
      expect(res.body.message).toBe(M.duerFini);
    }
  });

  it('saves a module’s deletes in the module’s scope only', async () => {
    const mod = async () =>
      (await call(ce, 'get', `/api/duer/${ids.a}/modules/${ids.module}/annexes`).expect(200)).body.annexes as { id: number; idLien: number }[];
    const lienDuer = (await call(ce, 'get', `/api/duer/${ids.a}/annexes`).expect(200)).body.annexes[0].idLien;
    // A link of the whole DUER named with the module: not found, nothing removed.
    await call(gerant, 'put', `/api/duer/${ids.a}/annexes`, { idDuerModule: ids.module, numeros: [], toDelete: [lienDuer] }).expect(404);
    const before = await mod();
    await call(gerant, 'put', `/api/duer/${ids.a}/annexes`, { idDuerModule: ids.module, numeros: [], toDelete: [before[0].idLien] }).expect(200);
    expect((await mod()).map((a) => a.id)).toEqual(before.slice(1).map((a) => a.id));
    expect((await call(ce, 'get', `/api/duer/${ids.a}/annexes`).expect(200)).body.annexes[0].idLien).toBe(lienDuer);
  });

  it('replaces a file: advisers, DUER not finished', async () => {
    const url = (idDuer: number) => `/api/duer/${idDuer}/annexes/1/fichier`;
    expect((await upload(gerant, url(ids.a), {}, [pdf('v2'), 'v2.pdf']).expect(403)).body.message).toBe(M.reserveCollaborateur);
    expect((await upload(ce, url(ids.fini), {}, [pdf('v2'), 'v2.pdf']).expect(403)).body.message).toBe(M.duerFini);
    await upload(ce, url(ids.a), {}, [pdf('v2'), 'v2.pdf']).expect(200);
    const file = await call(gerant, 'get', `/api/duer/fichier/1/1/${ids.a}/false/false/x.pdf`).buffer(true).expect(200);
    expect(Buffer.from(file.body).equals(pdf('v2'))).toBe(true);
  });

  it('answers text/plain with the spec message when the annex has no file, whatever the flags say', async () => {
    for (const flags of ['true/true', 'false/false']) {
      const res = await call(gerant, 'get', `/api/duer/fichier/1/${ids.vide}/${ids.a}/${flags}/vide.pdf`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe(D.aucunDocumentAnnexe);
    }
    // A row whose file the store lost: 404 with a French message, never a 500.
    const perdu = await one(
      `INSERT INTO duer_base_annexe (nom, code_dossier, blob_key, extension, mime) VALUES ('Perdue', '010001', 'duer/010001/perdu', 'pdf', 'application/pdf') RETURNING id`,
    );
    const lost = (await call(gerant, 'get', `/api/duer/fichier/1/${perdu}/${ids.a}/false/true/perdu.pdf`).expect(404)).body;
    expectEnvelope(lost, 404);
    expect(lost.message).toBe(D.documentIntrouvable);
  });
});

describe('pages', () => {
  it('lists pages before the risks first, and the base pages not used', async () => {
    const { pages, droits } = (await call(gerant, 'get', `/api/duer/${ids.a}/pages`).expect(200)).body;
    expect(droits.droitCreation).toBe(true);
    expect(pages.map((p: { duerBasePage: { id: number } }) => p.duerBasePage.id)).toEqual([1, 2, 6]);
    expect(pages[0]).toMatchObject({ estAvantRisques: true, duerBasePage: { nom: 'Page de garde', estFixe: true, avecFichier: false } });
    const bases = (await call(gerant, 'get', `/api/duer/${ids.a}/pages/base`).expect(200)).body.map((p: { id: number }) => p.id);
    expect(bases).toEqual(expect.arrayContaining([3, 4, 5, 7, 8, 10]));
    expect(bases).not.toContain(2);
  });

  it('creates by upload (members too), refuses a duplicate label, adds an existing page at the end of its side', async () => {
    const url = `/api/duer/${ids.a}/pages/upload`;
    const created = (await upload(gerant, url, { nom: 'Plan du site', estAvantRisques: 'false' }, [docx(), 'plan.docx']).expect(201)).body;
    expect((await upload(gerant, url, { nom: 'SOMMAIRE' }, [pdf(), 's.pdf']).expect(400)).body.message).toBe(D.pageExistante);
    await call(gerant, 'post', `/api/duer/${ids.a}/pages`, { idBasePage: 7 }).expect(201);
    const pages = (await call(gerant, 'get', `/api/duer/${ids.a}/pages`).expect(200)).body.pages as { id: number; ordre: number; estAvantRisques: boolean }[];
    expect(pages.slice(-2)).toMatchObject([
      { id: created.insertId, ordre: 2, estAvantRisques: false },
      { ordre: 3, estAvantRisques: false },
    ]);
  });

  it('serves a .docx view as the original with a header when no converter runs, and converts with one', async () => {
    const [{ id }] = await q(
      `SELECT id_base_page AS id FROM duer_page p JOIN duer_base_page b ON b.id = p.id_base_page WHERE p.id_duer = $1 AND b.nom = 'Plan du site'`,
      [ids.a],
    );
    const view = `/api/duer/fichier/2/${id}/${ids.a}/false/true/plan.docx`;
    const original = await binary(call(gerant, 'get', view)).expect(200);
    expect(original.headers[HEADER_APERCU_PDF]).toBe('indisponible');
    expect(original.headers['content-disposition']).toMatch(/^attachment/);
    expect(bytes(original).equals(docx())).toBe(true);

    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'faux-soffice-'));
    const script = path.join(bin, 'soffice');
    fs.writeFileSync(
      script,
      `#!/bin/sh\nwhile [ $# -gt 0 ]; do case "$1" in --outdir) shift; OUT="$1";; *) IN="$1";; esac; shift; done\nB=$(basename "$IN")\nprintf '%%PDF-1.4\\n%% converti\\n%%%%EOF\\n' > "$OUT/\${B%.*}.pdf"\n`,
      { mode: 0o755 },
    );
    const PATH = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${PATH}`;
    try {
      const converted = await binary(call(gerant, 'get', view)).expect(200);
      expect(converted.headers['content-type']).toBe('application/pdf');
      expect(converted.headers['content-disposition']).toMatch(/^inline/);
      expect(converted.headers[HEADER_APERCU_PDF]).toBeUndefined();
      expect(bytes(converted).toString()).toContain('converti');
    } finally {
      process.env.PATH = PATH;
    }
    // Kept in the store: served without the converter now.
    expect((await call(gerant, 'get', view).expect(200)).headers['content-type']).toBe('application/pdf');
  });

  it('text/plain for a special page; replacing is refused on special pages and on a finished DUER', async () => {
    const res = await call(gerant, 'get', `/api/duer/fichier/2/1/${ids.a}/true/false/garde.pdf`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(D.aucunDocumentPage);
    expect((await upload(ce, `/api/duer/${ids.a}/pages/1/fichier`, {}, [pdf(), 'g.pdf']).expect(400)).body.message).toBe(D.pageSpeciale);
    expect((await upload(ce, `/api/duer/${ids.fini}/pages/2/fichier`, {}, [pdf(), 'g.pdf']).expect(403)).body.message).toBe(M.duerFini);
    // The firm's page serves every dossier: a member may not change its file.
    expect((await upload(gerant, `/api/duer/${ids.a}/pages/2/fichier`, {}, [pdf(), 'g.pdf']).expect(403)).body.message).toBe(M.reserveCollaborateur);
  });

  it('UpdateDuerPages moves across the risks and deletes in one transaction; finished DUER refused', async () => {
    const url = `/api/duer/${ids.a}/pages`;
    const body = { toUpdate: [{ id: ids.pageSommaire, ordre: 1, estAvantRisques: false }], toDelete: [ids.pagePlan] };
    await call(gerant, 'put', url, { ...body, toDelete: [ids.pagePlan, 99999999] }).expect(404);
    let pages = (await call(gerant, 'get', url).expect(200)).body.pages as { id: number; ordre: number; estAvantRisques: boolean }[];
    expect(pages.find((p) => p.id === ids.pageSommaire)!.estAvantRisques).toBe(true);
    expect(pages.map((p) => p.id)).toContain(ids.pagePlan);
    await call(gerant, 'put', url, body).expect(200);
    pages = (await call(gerant, 'get', url).expect(200)).body.pages;
    expect(pages.find((p) => p.id === ids.pageSommaire)!.estAvantRisques).toBe(false);
    expect(pages.map((p) => p.id)).not.toContain(ids.pagePlan);
    // A delete leaves each side numbered 1..n (issue 29, defect 26).
    const milieu = pages.filter((p) => !p.estAvantRisques)[1]!;
    await call(gerant, 'put', url, { toUpdate: [], toDelete: [milieu.id] }).expect(200);
    const apres = (await call(gerant, 'get', url).expect(200)).body.pages as { id: number; ordre: number; estAvantRisques: boolean }[];
    expect(apres.map((p) => [p.estAvantRisques, p.ordre])).toEqual([
      [true, 1],
      [false, 1],
      [false, 2],
    ]);
    const fini = await pageId(ids.fini, 2);
    for (const caller of [gerant, ce]) {
      const res = await call(caller, 'put', `/api/duer/${ids.fini}/pages`, { toUpdate: [{ id: fini, ordre: 3, estAvantRisques: true }], toDelete: [] }).expect(
        403,
      );
      expect(res.body.message).toBe(M.duerFini);
    }
  });
});

describe('a new DUER', () => {
  it('gets the fixed pages; a copy with its content also the source pages and annexes', async () => {
    const create = (body: object) => call(ce, 'post', '/api/duer/dossier/010001', body);
    const vide = (await create({ mode: 'vide', annee: 2034 }).expect(201)).body;
    const idVide = vide.id ?? vide.duer?.id ?? vide.idDuer;
    const pagesOf = async (idDuer: number) =>
      (await q('SELECT id_base_page AS id FROM duer_page WHERE id_duer = $1 ORDER BY id_base_page', [idDuer])).map((r) => r.id);
    expect(await pagesOf(idVide)).toEqual([1, 3, 4, 10]);
    await q('UPDATE duer SET annee = 2040 WHERE id = $1', [ids.a]);
    const copie = (await create({ mode: 'copie', annee: 2035, anneeSource: 2040, copierContenu: true }).expect(201)).body;
    const idCopie = copie.id ?? copie.duer?.id ?? copie.idDuer;
    const source = await pagesOf(ids.a);
    expect(await pagesOf(idCopie)).toEqual([...new Set([...source, 1, 3, 4, 10])].sort((x, y) => x - y));
    const annexes = async (idDuer: number) =>
      (await q('SELECT id_base_annexe AS id FROM duer_annexe WHERE id_duer = $1 ORDER BY 1', [idDuer])).map((r) => r.id);
    expect(await annexes(idCopie)).toEqual(await annexes(ids.a));
  });
});
