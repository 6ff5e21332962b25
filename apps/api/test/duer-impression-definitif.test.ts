import { createHash } from 'node:crypto';
import { DuerMessages as M } from '@portail/contracts';
import { BLOB_STORE, type BlobStore } from '../src/common/storage/blob-store';
import { DuerImpressionPurge } from '../src/modules/duer/impression/jobs/duer-impression-purge.service';
import { DuerImpressionRunner, ECHEC_IMPRESSION } from '../src/modules/duer/impression/jobs/duer-impression-runner.service';
import { duerImpressionJob } from '../src/modules/duer/impression/jobs/duer-impression-jobs';
import { OutboxService } from '../src/modules/outbox/outbox.service';
import { expectEnvelope, type TestPortal } from './test-app';
import { type Caller, get, ID, type ImpressionPortal, imprimer, post, type Query, startImpressionPortal, attendre } from './support/duer-impression-portal';

/**
 * The definitive DUER print (issue 13): completeness for members, the DUER finished, the PDF filed in the DUER folder,
 * one sealed version whose hash is the stored bytes' hash, a retried job that seals nothing more; a job failing on its
 * last attempt; the hourly purge of old prints.
 */
jest.setTimeout(240_000);

let p: ImpressionPortal;
let t: TestPortal;
let q: Query;
let gerant: Caller;
let ce: Caller;

beforeAll(async () => {
  p = await startImpressionPortal();
  ({ t, q, gerant, ce } = p);
});
afterAll(() => p.close());

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
