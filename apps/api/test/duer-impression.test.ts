import { DUER } from '../../../seeds/ids';
import { DuerMessages as M } from '@portail/contracts';
import { agent, expectEnvelope, signIn, type TestPortal } from './test-app';
import {
  ASSOCIE,
  attendre,
  binary,
  type Caller,
  get,
  ID,
  type ImpressionPortal,
  imprimer,
  post,
  type Query,
  startImpressionPortal,
  type Statut,
} from './support/duer-impression-portal';

/**
 * DUER printing on the worker (issue 13, spec 03 §2.10, §7.2): rights and rules of the three print calls, the worker's
 * real progress, the spec's base64 result. The definitive print is in duer-impression-definitif.test.ts.
 */
jest.setTimeout(240_000);

let p: ImpressionPortal;
let t: TestPortal;
let q: Query;
let gerant: Caller;

beforeAll(async () => {
  p = await startImpressionPortal();
  ({ t, q, gerant } = p);
});
afterAll(() => p.close());

describe('rights and input', () => {
  it('401 anonymous, 403 another dossier, 403 without the DUER module, 400 bad input on every call', async () => {
    const anonyme = await agent(t.baseUrl);
    expect((await post(anonyme, '/api/duer/impression', { duerId: ID, temporaire: true })).status).toBe(401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    for (const [path, body] of [
      ['/api/duer/impression', { duerId: ID, temporaire: true }],
      ['/api/duer/impression/modules', { idDuer: ID, modulesListe: '1' }],
      ['/api/duer/impression/categories', { idDuer: ID, categoriesListe: '1', imprimerPages: false, imprimerAnnexes: false }],
    ] as const) {
      const res = await post(associe, path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: expect.anything() });
    }
    expect((await get(associe, `/api/duer/${ID}/impressions`)).status).toBe(403);
    // 010004's DUER with gérant.multi, role 2 there without tool_duer.
    const [{ id: d4 }] = await q<{ id: number }>(
      `INSERT INTO duer (code_dossier, annee) VALUES ('010004', 2039) ON CONFLICT (code_dossier, annee) DO UPDATE SET annee = 2039 RETURNING id`,
    );
    const sansModule = await post(gerant, '/api/duer/impression', { duerId: d4, temporaire: true }).set('x-code-dossier', '010004');
    expect(sansModule.status).toBe(403);
    expectEnvelope(sansModule.body, 403, 'MODULE_INTERDIT');
    for (const [path, body] of [
      ['/api/duer/impression', { duerId: 'abc', temporaire: true }],
      ['/api/duer/impression', { duerId: ID, temporaire: 'oui' }],
      ['/api/duer/impression', {}],
      ['/api/duer/impression/modules', { idDuer: ID, modulesListe: '' }],
      ['/api/duer/impression/modules', { idDuer: ID, modulesListe: 'a;b' }],
      ['/api/duer/impression/categories', { idDuer: ID, categoriesListe: '', imprimerPages: true, imprimerAnnexes: true }],
      ['/api/duer/impression/categories', { idDuer: ID, categoriesListe: '1', imprimerPages: 'x', imprimerAnnexes: true }],
    ] as const) {
      const res = await post(gerant, path, body);
      expect({ path, body, status: res.status }).toEqual({ path, body, status: 400 });
      expectEnvelope(res.body, 400, 'VALIDATION');
    }
    const vide = await post(gerant, '/api/duer/impression/modules', { idDuer: ID, modulesListe: '' });
    expect(JSON.stringify(vide.body)).toContain(M.aucunModuleSelectionne);
    const videCat = await post(gerant, '/api/duer/impression/categories', { idDuer: ID, categoriesListe: ' ', imprimerPages: true, imprimerAnnexes: true });
    expect(JSON.stringify(videCat.body)).toContain(M.aucuneUniteSelectionnee);
    expect((await get(gerant, `/api/duer/${ID}/impressions/pas-un-uuid`)).status).toBe(400);
    expect((await get(gerant, `/api/duer/abc/impressions`)).status).toBe(400);
    expect((await get(gerant, `/api/duer/${ID}/impressions/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses modules and work units of another DUER (400) and a print of another DUER read through this one (404)', async () => {
    const [{ id: autreModule }] = await q<{ id: number }>(
      `SELECT m.id FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer <> $1 ORDER BY m.id LIMIT 1`,
      [ID],
    );
    const [{ id: autreCategorie }] = await q<{ id: number }>(`SELECT id FROM duer_categorie WHERE id_duer <> $1 ORDER BY id LIMIT 1`, [ID]);
    const m = await post(gerant, '/api/duer/impression/modules', { idDuer: ID, modulesListe: String(autreModule) });
    expect(m.status).toBe(400);
    expectEnvelope(m.body, 400, 'VALIDATION');
    expect(JSON.stringify(m.body)).toContain(M.elementIntrouvable);
    const c = await post(gerant, '/api/duer/impression/categories', {
      idDuer: ID,
      categoriesListe: `${autreCategorie};-1`,
      imprimerPages: false,
      imprimerAnnexes: false,
    });
    expect(c.status).toBe(400);
    const moins3 = await post(gerant, '/api/duer/impression/categories', { idDuer: ID, categoriesListe: '-3', imprimerPages: false, imprimerAnnexes: false });
    expect(moins3.status).toBe(400);
    const res = await post(gerant, '/api/duer/impression', { duerId: ID, temporaire: true }).expect(201);
    expect((await get(gerant, `/api/duer/${DUER.agri2025}/impressions/${res.body.idImpression}`)).status).toBe(404);
    await attendre(gerant, res.body.idImpression);
  });
});

describe('temporary prints through the worker', () => {
  it('POST → the worker → real progress up to termine → base64 PDF and the file', async () => {
    const { id, seen } = await imprimer(gerant, '/api/duer/impression', { duerId: ID, temporaire: true });
    const fin = seen[seen.length - 1];
    expect(fin).toMatchObject({ etat: 'termine', etape: 'termine', progression: 100, message: null, idVersion: null });
    expect(fin.pages).toBeGreaterThan(8);
    const progressions = seen.map((s) => s.progression);
    expect([...progressions].sort((a, b) => a - b)).toEqual(progressions);
    const resultat = await get(gerant, `/api/duer/${ID}/impressions/${id}/resultat`).expect(200);
    expect(resultat.body.extension).toBe('pdf');
    expect(resultat.body.nom).toMatch(/^DUER .+ 2026 provisoire\.pdf$/);
    const pdf = Buffer.from(resultat.body.contenu, 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const fichier = await binary(get(gerant, `/api/duer/${ID}/impressions/${id}/fichier`)).expect(200);
    expect(fichier.headers['content-type']).toBe('application/pdf');
    expect(fichier.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(fichier.body as Buffer, pdf)).toBe(0);
    const liste: { idImpression: string }[] = (await get(gerant, `/api/duer/${ID}/impressions`).expect(200)).body;
    expect(liste.map((l) => l.idImpression)).toContain(id);
    expect(await q(`SELECT 1 FROM duer_version WHERE id_impression = $1`, [id])).toHaveLength(0);
  });

  it('the result and the file answer 409 until the print is finished', async () => {
    const [{ id }] = await q<{ id: string }>(
      `INSERT INTO duer_impression (id, id_duer, code_dossier, type, temporaire, selection, demande_par, demande_par_nom, par_collaborateur)
       VALUES (gen_random_uuid(), $1, '010001', 'duer', true, '{"type":"duer"}', gen_random_uuid(), 'Test', false) RETURNING id`,
      [ID],
    );
    const avant = await get(gerant, `/api/duer/${ID}/impressions/${id}/resultat`);
    expect(avant.status).toBe(409);
    expectEnvelope(avant.body, 409);
    expect(avant.body.message).toBe("Le document n'est pas encore prêt.");
    expect((await get(gerant, `/api/duer/${ID}/impressions/${id}/fichier`)).status).toBe(409);
    expect((await get(gerant, `/api/duer/${ID}/impressions/${id}`).expect(200)).body).toMatchObject({ etat: 'en_attente', etape: 'attente', progression: 0 });
  });

  it('selected modules, and work units with or without the pages (-1) and annexes (-2)', async () => {
    const modules = await q<{ id: number; id_categorie: number }>(
      `SELECT m.id, c.id AS id_categorie FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 ORDER BY c.ordre, m.ordre`,
      [ID],
    );
    const un = await imprimer(gerant, '/api/duer/impression/modules', { idDuer: ID, modulesListe: String(modules[0].id) });
    const cat = modules[0].id_categorie;
    const seule = await imprimer(gerant, '/api/duer/impression/categories', {
      idDuer: ID,
      categoriesListe: String(cat),
      imprimerPages: false,
      imprimerAnnexes: false,
    });
    const avec = await imprimer(gerant, '/api/duer/impression/categories', {
      idDuer: ID,
      categoriesListe: `${cat};-1;-2`,
      imprimerPages: false,
      imprimerAnnexes: false,
    });
    const pages = (s: Statut[]) => s[s.length - 1].pages ?? 0;
    for (const r of [un, seule, avec]) expect(r.seen[r.seen.length - 1].etat).toBe('termine');
    expect(pages(avec.seen)).toBeGreaterThan(pages(seule.seen));
    const [row] = await q<{ selection: unknown; type: string; temporaire: boolean }>(`SELECT selection, type, temporaire FROM duer_impression WHERE id = $1`, [
      avec.id,
    ]);
    expect(row).toEqual({ type: 'categories', temporaire: true, selection: { type: 'categories', idCategories: [cat], pages: true, annexes: true } });
  });
});
