import request from 'supertest';
import { DUER } from '../../../../seeds/ids';
import { seededFilesDir } from '../ged-blobs';
import { agent, signIn, startTestPortal, type TestPortal } from '../test-app';
import { signInStaff } from '../staff-sign-in';
import { cloneTemplate } from '../test-database';

/** What the DUER print tests share: their own database and portal with its worker, the gérant and the CE adviser of 010001. */
export const GERANT = 'gerant.multi@exemple.fr'; // gérant of 010001 (tool_duer)
export const ASSOCIE = 'associe@exemple.fr'; // 010004 only
export const ID = DUER.agri2026; // 010001, 2026, in progress
export type Caller = Awaited<ReturnType<typeof agent>>;
export type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export const post = (c: Caller, path: string, body: object) => c.http.post(path).set('x-csrf-token', c.csrf).set('x-code-dossier', '010001').send(body);
export const get = (c: Caller, path: string) => c.http.get(path).set('x-code-dossier', '010001');
export const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

export interface Statut {
  etat: string;
  etape: string;
  progression: number;
  pages: number | null;
  idVersion: number | null;
  message: string | null;
}

/** Polls the status call until the print is finished (or failed); returns every status seen. */
export async function attendre(c: Caller, idImpression: string, idDuer = ID, timeoutMs = 120_000): Promise<Statut[]> {
  const seen: Statut[] = [];
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s: Statut = (await get(c, `/api/duer/${idDuer}/impressions/${idImpression}`).expect(200)).body;
    seen.push(s);
    if (s.etat === 'termine' || s.etat === 'echec' || Date.now() > end) return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function imprimer(c: Caller, path: string, body: object, idDuer = ID): Promise<{ id: string; seen: Statut[] }> {
  const res = await post(c, path, body);
  expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.anything() });
  const id = res.body.idImpression as string;
  return { id, seen: await attendre(c, id, idDuer) };
}

export interface ImpressionPortal {
  t: TestPortal;
  q: Query;
  gerant: Caller;
  ce: Caller;
  close(): Promise<void>;
}

/** Own database cloned from the QA set, portal with its worker; one risk of the 2026 DUER left unrated, so it is incomplete. */
export async function startImpressionPortal(): Promise<ImpressionPortal> {
  const db = await cloneTemplate();
  const t = await startTestPortal({ FILES_DIR: seededFilesDir() }, [], { ownDatabase: db.url, withWorker: true });
  const q: Query = (sql, params = []) => t.ds.query(sql, params);
  const gerant = await signIn(t.baseUrl, GERANT);
  const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
  await q(
    `UPDATE duer_risque SET gravite = NULL, frequence = NULL, maitrise_dixiemes = NULL WHERE id = (
       SELECT r.id FROM duer_risque r JOIN duer_groupe g ON g.id = r.id_duer_groupe JOIN duer_module m ON m.id = g.id_duer_module
       JOIN duer_categorie c ON c.id = m.id_duer_categorie WHERE c.id_duer = $1 AND r.est_actif ORDER BY r.id LIMIT 1)`,
    [ID],
  );
  await q(`UPDATE duer_module SET forcer_validation = false WHERE id_duer_categorie IN (SELECT id FROM duer_categorie WHERE id_duer = $1)`, [ID]);
  return {
    t,
    q,
    gerant,
    ce,
    close: async () => {
      await t.close();
      await db.drop();
    },
  };
}
