import request from 'supertest';
import { AssolementMessages as M, assolementValideMessage } from '@portail/contracts';
import { resetDossier } from '../../../seeds/seed';
import { assolementCultureId } from '../../../seeds/ids';
import { CULTURE_AUTRE } from '../../../seeds/assolement-data';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr'; // 010001 (tool_echanges), 010002 (without it)
const ASSOCIE = 'associe@exemple.fr'; // 010004 only, as Comptable (no Outils category)
const N = new Date().getFullYear();
const BASE = '/api/assolement';
type Caller = Awaited<ReturnType<typeof agent>>;
const send = (c: Caller, method: 'post' | 'put' | 'delete', path: string, body?: object) => {
  const req = c.http[method](path).set('x-csrf-token', c.csrf);
  return body ? req.send(body) : req;
};
const LINE = { codeDossier: '010001', millesime: N, culture: 1041, surface: 4.5, rendement: 5.2, estDerobee: false };

describe('GET /api/assolement/cultures', () => {
  it('401 anonymous; the crop types for a member', async () => {
    expectEnvelope((await request(t.baseUrl).get(`${BASE}/cultures`).expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get(`${BASE}/cultures`).expect(200)).body as {
      idtCultureTypeTRAME: number;
      estIntituleModifiable: boolean;
      rendementMax: number | null;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list.find((c) => c.idtCultureTypeTRAME === 1015)).toMatchObject({ intitule: 'Blé tendre d’hiver', rendementMax: 12, estIntituleModifiable: false });
    expect(list.find((c) => c.idtCultureTypeTRAME === CULTURE_AUTRE)?.estIntituleModifiable).toBe(true);
  });
});

describe('GET /api/assolement/{codeDossier}/{millesime} and /dossier/…', () => {
  beforeAll(() => resetDossier(t.ds, '010001'));

  it('401, 403 on a foreign dossier, 403 without tool_echanges, 400 on a year out of range', async () => {
    expectEnvelope((await request(t.baseUrl).get(`${BASE}/010001/${N}`).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await associe.http.get(`${BASE}/010001/${N}`).expect(403)).body, 403, 'INTERDIT');
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(`${BASE}/010002/${N}`).expect(403)).body, 403);
    expectEnvelope((await g.http.get(`${BASE}/dossier/010002/${N}`).expect(403)).body, 403);
    const bad = (await g.http.get(`${BASE}/010001/${N - 4}`).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues).toEqual([expect.objectContaining({ message: M.millesimeHorsLimites })]);
    expectEnvelope((await g.http.get(`${BASE}/010001/${N + 2}`).expect(400)).body, 400, 'VALIDATION');
  });

  it('returns the seeded years: N-1 definitive, N open, an empty year', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const prev = (await g.http.get(`${BASE}/010001/${N - 1}`).expect(200)).body;
    expect(prev.dossier).toMatchObject({ codeDossier: '010001', millesime: N - 1, estDefinitif: true, validePar: 'CDER' });
    expect(prev.cultures).toHaveLength(8);
    expect(prev.cultures[0]).toMatchObject({
      culture: { idtCultureTypeTRAME: 1015 },
      surface: 60,
      rendement: 8.7,
      assolement: { estAssolementDefinitif: true },
    });
    expect(prev.cultures.find((c: { culture: { idtCultureTypeTRAME: number } }) => c.culture.idtCultureTypeTRAME === CULTURE_AUTRE).libellePerso).toBe(
      'Chanvre semences',
    );
    const cur = (await g.http.get(`${BASE}/010001/${N}`).expect(200)).body;
    expect(cur.dossier.estDefinitif).toBe(false);
    expect(cur.cultures).toHaveLength(5);
    expect((await g.http.get(`${BASE}/010001/${N + 1}`).expect(200)).body).toMatchObject({ dossier: { estDefinitif: false }, cultures: [] });
    expect((await g.http.get(`${BASE}/dossier/010001/${N - 1}`).expect(200)).body).toMatchObject({ estDefinitif: true, millesime: N - 1 });
    // 010004: the gérant of 010001 is Associé there (Outils granted); associe@ is Comptable (no Outils: 403).
    expect((await g.http.get(`${BASE}/010004/${N}`).expect(200)).body.cultures).toHaveLength(5);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await associe.http.get(`${BASE}/010004/${N}`).expect(403)).body, 403);
  });
});

describe('writes on crop lines', () => {
  beforeEach(() => resetDossier(t.ds, '010001'));

  it('401, 403 foreign dossier, 403 without tool_echanges on every write', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await send(anon, 'post', BASE, LINE).expect(401)).body, 401);
    expectEnvelope((await send(anon, 'delete', `${BASE}/010001/${N}`).expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, ASSOCIE);
    expectEnvelope((await send(associe, 'post', BASE, LINE).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope(
      (await send(associe, 'put', BASE, { ...LINE, millesime: undefined, idAssolementCulture: assolementCultureId('010001', 2, 1) }).expect(403)).body,
      403,
    );
    expectEnvelope((await send(associe, 'delete', `${BASE}/010001/${N}/${assolementCultureId('010001', 2, 1)}`).expect(403)).body, 403);
    expectEnvelope((await send(associe, 'delete', `${BASE}/010001/${N}`).expect(403)).body, 403);
    expectEnvelope((await send(associe, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001', millesime: N }).expect(403)).body, 403);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send(g, 'post', BASE, { ...LINE, codeDossier: '010002' }).expect(403)).body, 403);
    expectEnvelope((await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010002', millesime: N }).expect(403)).body, 403);
  });

  it('400 with the envelope on every §5 rule', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const issue = async (body: object, message: string, method: 'post' | 'put' = 'post') => {
      const res = (await send(g, method, BASE, body).expect(400)).body;
      expectEnvelope(res, 400, 'VALIDATION');
      expect(res.issues.map((i: { message: string }) => i.message)).toContain(message);
    };
    await issue({ ...LINE, culture: undefined }, M.culture);
    await issue({ ...LINE, surface: undefined }, M.surface);
    await issue({ ...LINE, surface: 0.5 }, M.surfaceHorsLimites);
    await issue({ ...LINE, surface: 1_000_000 }, M.surfaceHorsLimites);
    await issue({ ...LINE, surface: 2.25 }, M.surfaceHorsLimites);
    await issue({ ...LINE, rendement: -1000.1 }, M.rendementHorsLimites);
    await issue({ ...LINE, rendement: 5.25 }, M.rendementHorsLimites);
    await issue({ ...LINE, millesime: N - 4 }, M.millesimeHorsLimites);
    await issue({ ...LINE, culture: 999_999 }, M.cultureInconnue);
    await issue({ ...LINE, libellePerso: 'Féverole bio' }, M.libellePersoInterdit);
    await issue({ ...LINE, culture: 1015 }, M.cultureDejaPresente);
    await issue({ ...LINE, millesime: undefined, idAssolementCulture: 'x' }, M.ligneIntrouvable, 'put');
    // Above the crop's rendementMax (7 t/ha for féverole): accepted, the screen warns.
    const ok = (await send(g, 'post', BASE, { ...LINE, rendement: 9.5 }).expect(201)).body;
    expect(ok).toMatchObject({ rendement: 9.5, surface: 4.5 });
    // At the minimum yield, and a custom label on 'Autre culture'.
    const autre = (await send(g, 'post', BASE, { ...LINE, culture: CULTURE_AUTRE, rendement: -1000, libellePerso: 'Safran' }).expect(201)).body;
    expect(autre).toMatchObject({ libellePerso: 'Safran', rendement: -1000, culture: { idtCultureTypeTRAME: CULTURE_AUTRE } });
  });

  it('adds, edits and deletes a line, then deletes the whole year', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const added = (await send(g, 'post', BASE, { ...LINE, estDerobee: true }).expect(201)).body;
    expect(added).toMatchObject({ culture: { idtCultureTypeTRAME: 1041 }, surface: 4.5, rendement: 5.2, estDerobee: true, libellePerso: null });
    const { millesime: _m, ...update } = LINE;
    const edited = (await send(g, 'put', BASE, { ...update, idAssolementCulture: added.id, surface: 6.1, rendement: null, culture: 1040 }).expect(200)).body;
    expect(edited).toMatchObject({ id: added.id, culture: { idtCultureTypeTRAME: 1040 }, surface: 6.1, rendement: null });
    // Editing into a crop already present is refused; another dossier's line is unknown.
    expectEnvelope((await send(g, 'put', BASE, { ...update, idAssolementCulture: added.id, culture: 1015 }).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await send(g, 'put', BASE, { ...update, idAssolementCulture: assolementCultureId('010004', 2, 1) }).expect(404)).body, 404);
    expect((await send(g, 'delete', `${BASE}/010001/${N}/${added.id}`).expect(200)).body).toEqual({ affectedRows: 1 });
    expectEnvelope((await send(g, 'delete', `${BASE}/010001/${N}/${added.id}`).expect(404)).body, 404);
    // A line of 010004 cannot be deleted through 010001.
    expectEnvelope((await send(g, 'delete', `${BASE}/010001/${N}/${assolementCultureId('010004', 2, 1)}`).expect(404)).body, 404);
    expect((await send(g, 'delete', `${BASE}/010001/${N}`).expect(200)).body).toEqual({ affectedRows: 5 });
    expect((await g.http.get(`${BASE}/010001/${N}`).expect(200)).body.cultures).toEqual([]);
  });

  it('imports N-1 without duplicating a crop already present; the yield is left empty', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const res = (await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001', millesime: N }).expect(200)).body;
    // N-1 has 8 crops, 5 of them already in N (wheat, spring barley, rapeseed, beet, alfalfa).
    expect(res).toMatchObject({ inserted: 3, ignored: 5 });
    expect(res.ignorees).toEqual(['Blé tendre d’hiver', 'Orge de printemps', 'Colza d’hiver', 'Betterave sucrière', 'Luzerne']);
    expect(res.cultures).toHaveLength(8);
    const ids = res.cultures.map((c: { culture: { idtCultureTypeTRAME: number } }) => c.culture.idtCultureTypeTRAME);
    expect(new Set(ids).size).toBe(8);
    const orge = res.cultures.find((c: { culture: { idtCultureTypeTRAME: number } }) => c.culture.idtCultureTypeTRAME === 1020);
    expect(orge).toMatchObject({ surface: 22.5, rendement: null });
    // Again: nothing left to copy. Into an empty year with no N-1: nothing.
    const again = (await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001', millesime: N }).expect(200)).body;
    expect(again).toMatchObject({ inserted: 0, ignored: 8 });
    expect(again.ignorees).toHaveLength(8);
    expect(again.ignorees).toContain('Chanvre semences'); // a custom label is named as the list shows it
    expect((await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001', millesime: N - 2 }).expect(200)).body).toMatchObject({
      inserted: 0,
      ignored: 0,
    });
    expectEnvelope((await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001' }).expect(400)).body, 400, 'VALIDATION');
  });

  it('a definitive year refuses every write with the validated message (409)', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const message = assolementValideMessage(N - 1, 'CDER');
    const expect409 = (body: Record<string, unknown>) => {
      expectEnvelope(body, 409, 'CONFLIT');
      expect(body.message).toBe(message);
    };
    expect409((await send(g, 'post', BASE, { ...LINE, millesime: N - 1 }).expect(409)).body);
    const { millesime: _m, ...update } = LINE;
    expect409((await send(g, 'put', BASE, { ...update, culture: 1015, idAssolementCulture: assolementCultureId('010001', 1, 1) }).expect(409)).body);
    expect409((await send(g, 'delete', `${BASE}/010001/${N - 1}/${assolementCultureId('010001', 1, 1)}`).expect(409)).body);
    expect409((await send(g, 'delete', `${BASE}/010001/${N - 1}`).expect(409)).body);
    expect409((await send(g, 'post', `${BASE}/insertNmoins1`, { codeDossier: '010001', millesime: N - 1 }).expect(409)).body);
    expect((await g.http.get(`${BASE}/010001/${N - 1}`).expect(200)).body.cultures).toHaveLength(8);
  });
});

describe('PUT /api/assolement/dossier (staff validation)', () => {
  beforeEach(() => resetDossier(t.ds, '010001'));

  it('401, a member cannot, staff without the dossier or the module cannot, 400 envelope', async () => {
    const body = { codeDossier: '010001', millesime: N, estDefinitif: true };
    expectEnvelope((await send(await agent(t.baseUrl), 'put', `${BASE}/dossier`, body).expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send(g, 'put', `${BASE}/dossier`, body).expect(403)).body, 403, 'INTERDIT');
    const sec = await signInStaff(t.baseUrl, 'sec.assistante'); // portfolio 010002 only
    expectEnvelope((await send(sec, 'put', `${BASE}/dossier`, body).expect(403)).body, 403);
    const paie = await signInStaff(t.baseUrl, 'gest.paie'); // 010001 in portfolio, no tool_echanges in his function
    expectEnvelope((await send(paie, 'put', `${BASE}/dossier`, body).expect(403)).body, 403);
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    expectEnvelope((await send(ce, 'put', `${BASE}/dossier`, { ...body, estDefinitif: 'oui' }).expect(400)).body, 400, 'VALIDATION');
  });

  it('staff validates a year (then the member cannot write) and reopens it', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const done = (await send(ce, 'put', `${BASE}/dossier`, { codeDossier: '010001', millesime: N, estDefinitif: true }).expect(200)).body;
    expect(done).toMatchObject({ estDefinitif: true, validePar: 'CDER', valideLe: expect.any(String) });
    const g = await signIn(t.baseUrl, GERANT);
    expect((await send(g, 'post', BASE, LINE).expect(409)).body.message).toBe(assolementValideMessage(N, 'CDER'));
    const reopened = (await send(ce, 'put', `${BASE}/dossier`, { codeDossier: '010001', millesime: N - 1, estDefinitif: false }).expect(200)).body;
    expect(reopened).toMatchObject({ estDefinitif: false, validePar: null, valideLe: null });
    await send(g, 'post', BASE, { ...LINE, millesime: N - 1 }).expect(201);
    // A year never created can be validated too.
    expect((await send(ce, 'put', `${BASE}/dossier`, { codeDossier: '010001', millesime: N + 1, estDefinitif: true }).expect(200)).body.estDefinitif).toBe(
      true,
    );
  });
});

describe('PUT /api/assolement/cultures/correspondances (staff)', () => {
  const CSV =
    'CODE_CULTURE;LIBELLE_CULTURE;CODE_GROUPE_CULTURE;LIBELLE_GROUPE_CULTURE\nBTH;Blé tendre d’hiver;1;Blé tendre\nZZZ;Culture test;24;Autres cultures industrielles\n';
  const read = async (code: string) => (await t.ds.query('SELECT * FROM culture_correspondance WHERE code_pac = $1', [code]))[0];
  afterAll(() => t.ds.query(`DELETE FROM culture_correspondance WHERE code_pac IN ('ZZZ', 'ZZY')`));

  it('401, 403 for a member, 400 with line numbers', async () => {
    expectEnvelope((await send(await agent(t.baseUrl), 'put', `${BASE}/cultures/correspondances`, { csv: CSV }).expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await send(g, 'put', `${BASE}/cultures/correspondances`, { csv: CSV }).expect(403)).body, 403, 'INTERDIT');
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    const bad = (await send(ce, 'put', `${BASE}/cultures/correspondances`, { csv: `${CSV}toolong;X;1;G\nABC;;1;G\n` }).expect(400)).body;
    expectEnvelope(bad, 400, 'VALIDATION');
    expect(bad.issues.map((i: { message: string }) => i.message.slice(0, 8))).toEqual(['Ligne 4 ', 'Ligne 5 ']);
    const header = (await send(ce, 'put', `${BASE}/cultures/correspondances`, { csv: 'A;B\nBTH;X' }).expect(400)).body;
    expect(header.issues[0].message).toBe(M.correspondanceLigne(1, M.correspondanceEntete));
    const unknownType = (await send(ce, 'put', `${BASE}/cultures/correspondances`, [{ codePac: 'ZZY', libellePac: 'Y', idCultureType: 424242 }]).expect(400))
      .body;
    expect(unknownType.issues[0].message).toBe(M.correspondanceLigne(1, M.cultureInconnue));
    expectEnvelope((await send(ce, 'put', `${BASE}/cultures/correspondances`, []).expect(400)).body, 400, 'VALIDATION');
    expect(await read('ZZY')).toBeUndefined();
  });

  it('upserts from the official CSV (mapping kept) and from JSON', async () => {
    const ce = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect((await send(ce, 'put', `${BASE}/cultures/correspondances`, { csv: CSV }).expect(200)).body).toEqual({ upserted: 2 });
    expect(await read('BTH')).toMatchObject({ libelle_pac: 'Blé tendre d’hiver', groupe: 'Blé tendre', id_culture_type: 1015 });
    expect(await read('ZZZ')).toMatchObject({ libelle_pac: 'Culture test', id_culture_type: null });
    expect(
      (
        await send(ce, 'put', `${BASE}/cultures/correspondances`, [
          { codePac: 'ZZZ', libellePac: 'Culture test', groupe: null, idCultureType: CULTURE_AUTRE },
        ]).expect(200)
      ).body,
    ).toEqual({ upserted: 1 });
    expect(await read('ZZZ')).toMatchObject({ id_culture_type: CULTURE_AUTRE });
  });
});
