import request from 'supertest';
import { computeEcheancier, EmpruntMessages as M } from '@portail/contracts';
import { resetDossier } from '../../../seeds/seed';
import { empruntId } from '../../../seeds/ids';
import { seededEmprunts } from '../../../seeds/emprunts-data';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr';
const ASSOCIE = 'associe@exemple.fr';
const BASE = '/api/chiffres/emprunts';
const LOAN = {
  libelle: 'Pressoir Coquard 4 000 kg',
  valeurEntree: 100_000,
  taux: 3,
  periodicite: 'Mensuelle',
  modeRemboursement: 'ANC',
  nombrePeriodes: 100,
  exerciceDateDebut: '2026-01-01',
};
type Caller = Awaited<ReturnType<typeof agent>>;
const post = (c: Caller, code: string, body: object) => c.http.post(`${BASE}/${code}`).set('x-csrf-token', c.csrf).send(body);
const put = (c: Caller, code: string, id: string, body: object) => c.http.put(`${BASE}/${code}/${id}`).set('x-csrf-token', c.csrf).send(body);
const del = (c: Caller, code: string, id: string) => c.http.delete(`${BASE}/${code}/${id}`).set('x-csrf-token', c.csrf);
const schedule = (body: typeof LOAN) => {
  const { echeance, duree, dureeAnnee, interetRetour, anneeDebut, echeances } = computeEcheancier(body as Parameters<typeof computeEcheancier>[0], new Date());
  return { echeance, duree, dureeAnnee, interetRetour, anneeDebut, echeances };
};

describe('GET /api/chiffres/emprunts/{codeDossier}', () => {
  it('401, 403 on another dossier, 400 on a bad code', async () => {
    expectEnvelope((await request(t.baseUrl).get(`${BASE}/010001`).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await associe.http.get(`${BASE}/010001`).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get(`${BASE}/01x001`).expect(400)).body, 400, 'VALIDATION');
  });

  it('lists the seeded loans of the dossier with their schedule for the current year', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}/010002`).expect(200)).body as Record<string, unknown>[];
    const seeded = seededEmprunts('010002');
    expect(list.map((l) => l.id)).toEqual(seeded.map((s) => s.id));
    const { id: _id, codeDossier: _c, libelle: _l, ...first } = seeded[0]!;
    expect(list[0]).toMatchObject({ libelle: seeded[0]!.libelle, ...first, ...schedule(first as typeof LOAN) });
    expect((list[0]!.echeances as unknown[]).length).toBe(11);
    // A dossier without loans, and Claire Martin as Associé (role 2, category Outils) of 010004.
    expect((await g.http.get(`${BASE}/010003`).expect(200)).body).toEqual([]);
    expect(((await g.http.get(`${BASE}/010004`).expect(200)).body as unknown[]).length).toBe(2);
  });

  it('refuses a member whose role lacks the Outils category: read, create, edit, delete (issue 29, defect 4)', async () => {
    const id = empruntId('010004', 1);
    const count = async () => Number((await t.ds.query(`SELECT count(*)::int AS n FROM emprunt WHERE code_dossier = '010004'`))[0].n);
    const before = await count();
    for (const [login, code] of [
      [ASSOCIE, '010004'],
      ['testeur@exemple.fr', '010001'],
    ]) {
      const member = await signIn(t.baseUrl, login);
      const loan = code === '010004' ? id : empruntId(code, 1);
      for (const res of [
        await member.http.get(`${BASE}/${code}`),
        await post(member, code, LOAN),
        await put(member, code, loan, LOAN),
        await del(member, code, loan),
      ]) {
        expect(res.status).toBe(403);
        expectEnvelope(res.body, 403, 'MODULE_INTERDIT');
      }
    }
    expect(await count()).toBe(before);
    const [row] = await t.ds.query(`SELECT libelle FROM emprunt WHERE id = $1`, [id]);
    expect(row.libelle).toBe(seededEmprunts('010004')[0]!.libelle);
  });

  it('recomputes a schedule saved in an earlier year from the current year', async () => {
    const id = empruntId('010001', 1);
    await t.ds.query(`UPDATE emprunt SET annee_debut = 2000, echeances = '[]' WHERE id = $1`, [id]);
    const g = await signIn(t.baseUrl, GERANT);
    const loan = ((await g.http.get(`${BASE}/010001`).expect(200)).body as Record<string, unknown>[]).find((l) => l.id === id)!;
    const { id: _i, codeDossier: _c, libelle: _l, ...input } = seededEmprunts('010001')[0]!;
    expect(loan).toMatchObject(schedule(input as typeof LOAN));
  });

  it('lets a collaborator read the loans of a dossier of his portfolio, not of another', async () => {
    const staff = await signInStaff(t.baseUrl, 'sec.assistante');
    expect(((await staff.http.get(`${BASE}/010002`).expect(200)).body as unknown[]).length).toBe(3);
    expectEnvelope((await staff.http.get(`${BASE}/010001`).expect(403)).body, 403, 'INTERDIT');
  });
});

describe('POST /api/chiffres/emprunts/{codeDossier} (AddEmprunt)', () => {
  it('401, 403 on another dossier', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await post(anon, '010001', LOAN).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await post(associe, '010001', LOAN).expect(403)).body, 403, 'INTERDIT');
  });

  it('stores the loan with the schedule of the shared function: 100 000 € at 3 % over 100 months → 1 131,45 €', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const created = (await post(g, '010003', LOAN).expect(201)).body as Record<string, unknown>;
    expect(created).toMatchObject({ ...LOAN, codeDossier: '010003', ...schedule(LOAN) });
    expect(created).toMatchObject({ echeance: 1131.45, duree: 100 });
    const rows = await t.ds.query(`SELECT echeance, echeances, duree, nombre_periodes, taux FROM emprunt WHERE id = $1`, [created.id]);
    expect(rows[0]).toEqual({ echeance: '1131.45', echeances: schedule(LOAN).echeances, duree: '100.0', nombre_periodes: 100, taux: '3.000' });
    const list = (await g.http.get(`${BASE}/010003`).expect(200)).body as Record<string, unknown>[];
    expect(list.map((l) => l.id)).toEqual([created.id]);
  });

  it.each([
    ['libelle', { libelle: '   ' }, M.libelle],
    ['libelle', { libelle: 'x'.repeat(256) }, M.libelleTropLong],
    ['libelle', { libelle: 'a\u0000b' }, 'Ce champ contient des caractères non autorisés.'],
    ['valeurEntree', { valeurEntree: undefined }, M.montant],
    ['valeurEntree', { valeurEntree: 0 }, M.montantHorsLimites],
    ['valeurEntree', { valeurEntree: 100_000_000.01 }, M.montantHorsLimites],
    ['valeurEntree', { valeurEntree: 10.005 }, M.montantHorsLimites],
    ['valeurEntree', { valeurEntree: '1000' }, M.montant],
    ['taux', { taux: undefined }, M.taux],
    ['taux', { taux: 0.009 }, M.tauxHorsLimites],
    ['taux', { taux: 100.001 }, M.tauxHorsLimites],
    ['taux', { taux: 3.0005 }, M.tauxHorsLimites],
    ['periodicite', { periodicite: 'Hebdomadaire' }, M.periodicite],
    ['modeRemboursement', { modeRemboursement: 'XYZ' }, M.mode],
    ['nombrePeriodes', { nombrePeriodes: 0 }, M.periodes],
    ['nombrePeriodes', { nombrePeriodes: 101 }, M.periodesHorsLimites],
    ['nombrePeriodes', { nombrePeriodes: 12.5 }, M.periodesHorsLimites],
    ['exerciceDateDebut', { exerciceDateDebut: '' }, M.date],
    ['exerciceDateDebut', { exerciceDateDebut: '2026-02-30' }, M.dateHorsLimites],
    ['exerciceDateDebut', { exerciceDateDebut: '1900-01-01' }, M.dateHorsLimites],
  ])('400 with the envelope: %s %j', async (path, change, message) => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = await post(g, '010003', { ...LOAN, ...change }).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it('accepts the limits: rate 0,01 % and 100 %, 1 and 100 periods', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    for (const change of [{ taux: 0.01 }, { taux: 100, nombrePeriodes: 1, periodicite: 'Annuelle' }, { taux: 99.999, valeurEntree: 100_000_000 }]) {
      const body = { ...LOAN, ...change };
      expect((await post(g, '010003', body).expect(201)).body).toMatchObject(schedule(body));
    }
  });

  it('keeps at most 100 loans per dossier', async () => {
    await t.ds.query(
      `INSERT INTO emprunt (id, code_dossier, libelle, valeur_entree, taux, periodicite, mode_remboursement, nombre_periodes, duree, duree_annee,
        exercice_date_debut, echeance, interet_retour, annee_debut, echeances)
       SELECT gen_random_uuid(), '010002', 'Lot ' || n, 1000, 1, 'Annuelle', 'ANC', 1, 12, 1, '2026-01-01', 1010, 10, 2026, '[]'
       FROM generate_series(1, 97) n`,
    );
    const g = await signIn(t.baseUrl, GERANT);
    const res = await post(g, '010002', LOAN).expect(400);
    expect(res.body.message).toBe(M.tropDEmprunts);
    await resetDossier(t.ds, '010002');
  });
});

describe('PUT /api/chiffres/emprunts/{codeDossier}/{id} (EditEmprunt)', () => {
  const ID = empruntId('010001', 2);

  it('401, 403 on another dossier, 404 for a loan of another dossier, 400', async () => {
    expectEnvelope((await put(await agent(t.baseUrl), '010001', ID, LOAN).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await put(associe, '010001', ID, LOAN).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    // Another dossier of hers (010004, Associé), a loan of 010001: not found, untouched.
    expectEnvelope((await put(g, '010004', ID, LOAN).expect(404)).body, 404);
    expectEnvelope((await put(g, '010001', 'pas-un-uuid', LOAN).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await put(g, '010001', ID, { ...LOAN, taux: 0 }).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await put(g, '010001', '3e000000-0000-4000-8000-999999999999', LOAN).expect(404)).body, 404);
    const [row] = await t.ds.query(`SELECT libelle FROM emprunt WHERE id = $1`, [ID]);
    expect(row.libelle).toBe(seededEmprunts('010001')[1]!.libelle);
  });

  it('updates the loan and its stored schedule', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const body = { ...LOAN, libelle: 'Hangar agrandi', modeRemboursement: 'AMC', periodicite: 'Trimestrielle', nombrePeriodes: 40 };
    const res = (await put(g, '010001', ID, body).expect(200)).body as Record<string, unknown>;
    expect(res).toMatchObject({ id: ID, ...body, ...schedule(body) });
    expect(res).toMatchObject({ duree: 120, dureeAnnee: 10 });
    const [row] = await t.ds.query(`SELECT libelle, duree, echeances FROM emprunt WHERE id = $1`, [ID]);
    expect(row).toEqual({ libelle: 'Hangar agrandi', duree: '120.0', echeances: schedule(body).echeances });
  });
});

describe('DELETE /api/chiffres/emprunts/{codeDossier}/{id} (DelEmprunt)', () => {
  const ID = empruntId('010001', 3);

  it('401, 403 on another dossier, 404 for a loan of another dossier, 400, then deletes', async () => {
    expectEnvelope((await del(await agent(t.baseUrl), '010001', ID).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await del(associe, '010001', ID).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await del(g, '010004', ID).expect(404)).body, 404);
    expectEnvelope((await del(g, '010001', '12').expect(400)).body, 400, 'VALIDATION');
    await del(g, '010001', ID).expect(204);
    expectEnvelope((await del(g, '010001', ID).expect(404)).body, 404);
    expect(((await g.http.get(`${BASE}/010001`).expect(200)).body as { id: string }[]).map((l) => l.id)).not.toContain(ID);
  });

  it('the per-dossier reset restores the seeded loans and drops the others', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    await post(g, '010001', LOAN).expect(201);
    await resetDossier(t.ds, '010001');
    const list = (await g.http.get(`${BASE}/010001`).expect(200)).body as { id: string }[];
    expect(list.map((l) => l.id)).toEqual(seededEmprunts('010001').map((s) => s.id));
  });
});
