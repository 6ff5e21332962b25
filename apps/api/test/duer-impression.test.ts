import { createHash } from 'node:crypto';
import request from 'supertest';
import { DuerMessages as M } from '@portail/contracts';
import { DUER } from '../../../seeds/ids';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { DuerImpressionPurge } from '../src/modules/duer/impression/jobs/duer-impression-purge.service';
import { DuerImpressionRunner, ECHEC_IMPRESSION } from '../src/modules/duer/impression/jobs/duer-impression-runner.service';
import { duerImpressionJob } from '../src/modules/duer/impression/jobs/duer-impression-jobs';
import { OutboxService } from '../src/modules/outbox/outbox.service';
import { seededFilesDir } from './ged-blobs';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';
import { cloneTemplate } from './test-database';

/**
 * DUER printing on the worker (issue 13, spec 03 §2.10, §7.2): rights and rules of the three print calls, the worker's
 * real progress, the spec's base64 result, the definitive print (DUER finished, PDF filed in the DUER folder, one sealed
 * version whose hash is the stored bytes' hash) and a retried job that seals nothing more. Own database and queue.
 */
jest.setTimeout(240_000);

let t: TestPortal;
let db: { url: string; drop(): Promise<void> };
const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001 (tool_duer)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only
type Caller = Awaited<ReturnType<typeof agent>>;
let gerant: Caller;
let ce: Caller;
let q: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
const ID = DUER.agri2026; // 010001, 2026, in progress

const post = (c: Caller, path: string, body: object) => c.http.post(path).set('x-csrf-token', c.csrf).set('x-code-dossier', '010001').send(body);
const get = (c: Caller, path: string) => c.http.get(path).set('x-code-dossier', '010001');
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

interface Statut {
  etat: string;
  etape: string;
  progression: number;
  pages: number | null;
  idVersion: number | null;
  message: string | null;
}

/** Polls the status call until the print is finished (or failed); returns every status seen. */
async function attendre(c: Caller, idImpression: string, idDuer = ID, timeoutMs = 120_000): Promise<Statut[]> {
  const seen: Statut[] = [];
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s: Statut = (await get(c, `/api/duer/${idDuer}/impressions/${idImpression}`).expect(200)).body;
    seen.push(s);
    if (s.etat === 'termine' || s.etat === 'echec' || Date.now() > end) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function imprimer(c: Caller, path: string, body: object, idDuer = ID): Promise<{ id: string; seen: Statut[] }> {
  const res = await post(c, path, body);
  expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.anything() });
  const id = res.body.idImpression as string;
  return { id, seen: await attendre(c, id, idDuer) };
}

beforeAll(async () => {
  db = await cloneTemplate();
  t = await startTestPortal({ FILES_DIR: seededFilesDir() }, [], { ownDatabase: db.url, withWorker: true });
  q = (sql, params = []) => t.ds.query(sql, params);
  gerant = await signIn(t.baseUrl, GERANT);
  ce = await signInStaff(t.baseUrl, 'ce.conseiller');
  // One risk of the DUER left unrated: it is incomplete.
  await q(
    `UPDATE duer_risque SET gravite = NULL, frequence = NULL, maitrise_dixiemes = NULL WHERE id = (
       SELECT r.id FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
       JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND r.est_actif ORDER BY r.id LIMIT 1)`,
    [ID],
  );
  await q(`UPDATE duer_module SET forcer_validation = false WHERE id_duer_categorie IN (SELECT id FROM duer_categorie WHERE id_duer = $1)`, [ID]);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

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

describe('definitive print', () => {
  it('a member needs every risk completed; an adviser is exempt', async () => {
    const res = await post(gerant, '/api/duer/impression', { duerId: ID, temporaire: false });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(JSON.stringify(res.body)).toContain(M.risquesIncomplets);
    expect(await q(`SELECT 1 FROM duer_impression WHERE id_duer = $1 AND NOT temporaire`, [ID])).toHaveLength(0);
  });

  let idImpression: string;
  it('by an adviser: DUER finished, the PDF in the DUER folder the member sees, one version whose hash is the stored bytes', async () => {
    const { id, seen } = await imprimer(ce, '/api/duer/impression', { duerId: ID, temporaire: false });
    idImpression = id;
    const fin = seen[seen.length - 1];
    expect(fin.etat).toBe('termine');
    expect(fin.idVersion).toEqual(expect.any(Number));
    const [duer] = await q<{ est_fini: boolean; date_fini: Date | null; id_ged_duer_definitif: string | null }>(
      'SELECT est_fini, date_fini, id_ged_duer_definitif FROM duer WHERE id = $1',
      [ID],
    );
    expect(duer.est_fini).toBe(true);
    expect(duer.date_fini).not.toBeNull();
    const versions = await q<{ id: number; sha256: string; blob_key: string; id_ged_document: string; conserver_jusqu_au: string; numero: number }>(
      `SELECT id, sha256, blob_key, id_ged_document, conserver_jusqu_au::text, numero FROM duer_version WHERE id_duer = $1`,
      [ID],
    );
    expect(versions).toHaveLength(1);
    expect(versions[0].id).toBe(fin.idVersion);
    expect(versions[0].id_ged_document).toBe(duer.id_ged_duer_definitif);
    expect(Number(versions[0].conserver_jusqu_au.slice(0, 4))).toBe(new Date().getUTCFullYear() + 40);
    const blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
    const chunks: Buffer[] = [];
    for await (const c of await blobs.get(versions[0].blob_key)) chunks.push(c as Buffer);
    expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(versions[0].sha256);
    expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe('%PDF');
    const resultat = await get(ce, `/api/duer/${ID}/impressions/${id}/resultat`).expect(200);
    expect(resultat.body.nom).toMatch(/^DUER .+ 2026\.pdf$/);
    // The member sees the DUER folder and the document in it.
    const [noeud] = await q<{ code: string; titre: string }>(
      `SELECT n.code, n.titre FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE d.id = $1`,
      [duer.id_ged_duer_definitif],
    );
    expect(noeud).toEqual({ code: 'duer', titre: 'DUER' });
    const arbre = await get(gerant, '/api/documents/ged/nodes/010001').expect(200);
    expect(JSON.stringify(arbre.body)).toContain('"DUER"');
    const docs = await get(gerant, '/api/documents/ged/documents/010001/duer').expect(200);
    expect(JSON.stringify(docs.body)).toContain(duer.id_ged_duer_definitif);
  });

  it('the same job run again (a retry, by the runner and through the queue) seals nothing more and files nothing more', async () => {
    const runner = t.portal.app.get(DuerImpressionRunner);
    await runner.run(idImpression, { updateProgress: async () => undefined }, false);
    await t.portal.app.get(OutboxService).enqueue(undefined, { ...duerImpressionJob(idImpression), jobId: `retry-${idImpression}` });
    const end = Date.now() + 20_000;
    while (
      (await q(`SELECT 1 FROM outbox WHERE job_id = $1 AND dispatched_at IS NULL`, [`retry-${idImpression}`]).catch(() => [])).length &&
      Date.now() < end
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(await q(`SELECT 1 FROM duer_version WHERE id_impression = $1`, [idImpression])).toHaveLength(1);
    expect(await q(`SELECT 1 FROM duer_version WHERE id_duer = $1`, [ID])).toHaveLength(1);
    expect(await q(`SELECT 1 FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE n.code = 'duer' AND n.code_dossier = '010001'`)).toHaveLength(1);
  });

  it('a member cannot print a finished DUER definitively (403); with every risk completed a member can', async () => {
    await q(`UPDATE duer_impression SET etat = 'termine' WHERE id = $1`, [idImpression]);
    const res = await post(gerant, '/api/duer/impression', { duerId: ID, temporaire: false });
    expect(res.status).toBe(403);
    expectEnvelope(res.body, 403, 'INTERDIT');
    await q(`UPDATE duer SET est_fini = false WHERE id = $1`, [ID]);
    await q(`UPDATE duer_module SET forcer_validation = true WHERE id_duer_categorie IN (SELECT id FROM duer_categorie WHERE id_duer = $1)`, [ID]);
    const { seen } = await imprimer(gerant, '/api/duer/impression', { duerId: ID, temporaire: false });
    expect(seen[seen.length - 1].etat).toBe('termine');
    const versions = await q<{ numero: number; par_collaborateur: boolean }>(
      `SELECT numero, par_collaborateur FROM duer_version WHERE id_duer = $1 ORDER BY numero`,
      [ID],
    );
    // Numbered per dossier after the QA set's earlier version of 010001.
    expect(versions.map((v) => v.par_collaborateur)).toEqual([true, false]);
    expect(versions[1].numero).toBe(versions[0].numero + 1);
    expect(await q(`SELECT 1 FROM ged_document d JOIN ged_noeud n ON n.id = d.noeud_id WHERE n.code = 'duer' AND n.code_dossier = '010001'`)).toHaveLength(2);
  });
});

it('a job failing on its last attempt marks the print failed with the spec message', async () => {
  const runner = t.portal.app.get(DuerImpressionRunner);
  const res = await post(gerant, '/api/duer/impression/modules', {
    idDuer: ID,
    modulesListe: String(
      (await q<{ id: number }>(`SELECT m.id FROM duer_module m JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 LIMIT 1`, [ID]))[0].id,
    ),
  }).expect(201);
  await attendre(gerant, res.body.idImpression);
  await q(`UPDATE duer_impression SET etat = 'en_cours', selection = '{"type":"modules","idModules":[2147483000]}' WHERE id = $1`, [res.body.idImpression]);
  await expect(runner.run(res.body.idImpression, { updateProgress: async () => undefined }, false)).rejects.toThrow();
  expect((await get(gerant, `/api/duer/${ID}/impressions/${res.body.idImpression}`).expect(200)).body.etat).toBe('en_cours');
  await expect(runner.run(res.body.idImpression, { updateProgress: async () => undefined }, true)).rejects.toThrow();
  const fin = (await get(gerant, `/api/duer/${ID}/impressions/${res.body.idImpression}`).expect(200)).body;
  expect(fin).toMatchObject({ etat: 'echec', message: ECHEC_IMPRESSION });
});

it('the hourly purge removes prints older than a week and their PDFs, never a sealed version’s', async () => {
  const purge = t.portal.app.get(DuerImpressionPurge);
  const blobs = t.portal.app.get<BlobStore>(BLOB_STORE);
  const exists = async (key: string) => {
    try {
      for await (const chunk of await blobs.get(key)) void chunk;
      return true;
    } catch {
      return false;
    }
  };
  const avant = await q<{ id: string; blob_key: string | null; temporaire: boolean }>(
    `SELECT id, blob_key, temporaire FROM duer_impression WHERE id_duer = $1`,
    [ID],
  );
  const provisoire = avant.find((r) => r.temporaire && r.blob_key)!;
  const scellees = await q<{ blob_key: string }>(`SELECT blob_key FROM duer_version WHERE id_duer = $1`, [ID]);
  expect(scellees.length).toBeGreaterThan(0);
  const recente = avant.find((r) => r.id !== provisoire.id)!;
  await q(`UPDATE duer_impression SET cree_le = now() - interval '8 days' WHERE id_duer = $1 AND id <> $2`, [ID, recente.id]);

  const { impressions } = await purge.purge();

  expect(impressions).toBeGreaterThan(0);
  expect(await q(`SELECT id FROM duer_impression WHERE id_duer = $1`, [ID])).toEqual([{ id: recente.id }]);
  expect(await exists(provisoire.blob_key!)).toBe(false);
  for (const v of scellees) expect(await exists(v.blob_key)).toBe(true);
  expect(await q(`SELECT 1 FROM duer_version WHERE id_duer = $1`, [ID])).toHaveLength(scellees.length);
});
