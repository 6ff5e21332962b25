import request from 'supertest';
import { ParcoursMessages as M } from '@portail/contracts';
import { PARCOURS_QA } from '../../../seeds/parcours';
import { PERSONNE } from '../../../seeds/ids';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr';
const TESTEUR = 'testeur@exemple.fr';
const CONTENUS = '/api/contenus/parcours';
type Caller = Awaited<ReturnType<typeof agent>>;
const encours = (c: Caller, route: string) => c.http.get(`/api/parcours/encours/${route}`);
const mark = (c: Caller, code: string) => c.http.post(`/api/parcours/utilisateur/${code}`).set('x-csrf-token', c.csrf);
const unmark = (c: Caller, code: string) => c.http.delete(`/api/parcours/utilisateur/${code}`).set('x-csrf-token', c.csrf);
const create = (c: Caller, body: object) => c.http.post(CONTENUS).set('x-csrf-token', c.csrf).send(body);
const update = (c: Caller, id: string, body: object) => c.http.put(`${CONTENUS}/${id}`).set('x-csrf-token', c.csrf).send(body);
const remove = (c: Caller, id: string) => c.http.delete(`${CONTENUS}/${id}`).set('x-csrf-token', c.csrf);
const flags = (guid: string) =>
  t.ds.query(`SELECT code, deja_fait FROM parcours_utilisateur WHERE guid_personne = $1 ORDER BY code`, [guid]) as Promise<
    { code: string; deja_fait: boolean }[]
  >;

const ETAPE = { element: '[data-tour="x"]', popover: { title: 'Titre', description: 'Texte' } };
const NEW = {
  code: 'essai-contrat',
  routeName: 'contacts',
  titre: 'Vos contacts',
  etapes: [ETAPE, { ...ETAPE, triggers: [{ selector: 'a.x', callbackName: 'click', action: 'destroy', whitelistSelector: '#ok', whitelistTimeout: 300 }] }],
};

describe('rights', () => {
  it('401 anonymous on every route', async () => {
    const anon = await agent(t.baseUrl);
    expectEnvelope((await request(t.baseUrl).get('/api/parcours/encours/accueil').expect(401)).body, 401);
    expectEnvelope((await mark(anon, 'accueil').expect(401)).body, 401);
    expectEnvelope((await unmark(anon, 'accueil').expect(401)).body, 401);
    expectEnvelope((await request(t.baseUrl).get(CONTENUS).expect(401)).body, 401);
    expectEnvelope((await create(anon, NEW).expect(401)).body, 401);
    expectEnvelope((await update(anon, 'accueil', NEW).expect(401)).body, 401);
    expectEnvelope((await remove(anon, 'accueil').expect(401)).body, 401);
  });

  it('403 for a member on the staff routes, nothing written', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get(CONTENUS).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await create(g, NEW).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await update(g, 'accueil', { ...NEW, code: undefined }).expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await remove(g, 'accueil').expect(403)).body, 403, 'INTERDIT');
    const rows = await t.ds.query(`SELECT code FROM parcours ORDER BY code`);
    expect(rows.map((r: { code: string }) => r.code)).toEqual(PARCOURS_QA.map((p) => p.code).sort());
  });
});

describe('a member’s tour state', () => {
  it('pending → mark done → done → un-mark → pending, per person whatever the dossier', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const first = (await encours(g, 'accueil').expect(200)).body;
    expect(first.parcours).toMatchObject({ code: 'accueil', routeName: 'accueil', titre: 'Découvrir votre portail', dejaFait: false });
    expect(first.parcours.etapes).toHaveLength(5);
    expect(first.parcours.etapes[2].element).toBe('[data-tour="nav-outils"]');

    await mark(g, 'accueil').expect(204);
    expect((await encours(g, 'accueil').expect(200)).body.parcours).toMatchObject({ code: 'accueil', dejaFait: true });
    // Per person: another dossier of the same person sees it done, another person still pending.
    expect((await encours(g, 'accueil').set('x-code-dossier', '010002').expect(200)).body.parcours.dejaFait).toBe(true);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expect((await encours(associe, 'accueil').expect(200)).body.parcours.dejaFait).toBe(false);
    expect(await flags(PERSONNE.gerantMulti)).toEqual([{ code: 'accueil', deja_fait: true }]);

    await mark(g, 'accueil').expect(204); // marking twice is harmless
    await unmark(g, 'accueil').expect(204);
    expect((await encours(g, 'accueil').expect(200)).body.parcours).toMatchObject({ code: 'accueil', dejaFait: false });
    expect(await flags(PERSONNE.gerantMulti)).toEqual([{ code: 'accueil', deja_fait: false }]);
  });

  it('the seeded testeur has seen the home tour; a route without any tour answers parcours null', async () => {
    const h = await signIn(t.baseUrl, TESTEUR);
    expect((await encours(h, 'accueil').expect(200)).body.parcours).toMatchObject({ code: 'accueil', dejaFait: true });
    expect((await encours(h, 'ged-documents').expect(200)).body.parcours).toMatchObject({ code: 'documents', dejaFait: false });
    expect((await encours(h, 'motsDePasse').expect(200)).body.parcours.etapes).toHaveLength(3);
    expect((await encours(h, 'contacts').expect(200)).body).toEqual({ parcours: null });
  });

  it('staff have their own state too', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect((await encours(staff, 'ged-documents').expect(200)).body.parcours).toMatchObject({ code: 'documents', dejaFait: false });
    await mark(staff, 'documents').expect(204);
    expect(await flags(PERSONNE.ceConseiller)).toEqual([{ code: 'documents', deja_fait: true }]);
  });

  it('404 for an unknown code, 400 for a malformed code or route name', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await mark(g, 'inconnu').expect(404)).body).toMatchObject({ message: M.introuvable });
    expect((await unmark(g, 'inconnu').expect(404)).body).toMatchObject({ message: M.introuvable });
    for (const bad of ['a%20b', 'x'.repeat(51), '%3Cscript%3E']) {
      const res = await mark(g, bad).expect(400);
      expectEnvelope(res.body, 400, 'VALIDATION');
      expect(res.body.message).toBe(M.codeInvalide);
    }
    const res = await encours(g, 'ac%27cueil').expect(400);
    expect(res.body.message).toBe(M.routeNameInvalide);
  });
});

describe('staff CRUD /api/contenus/parcours', () => {
  it('lists the seeded tours', async () => {
    const staff = await signInStaff(t.baseUrl, 'sec.assistante');
    const list = (await staff.http.get(CONTENUS).expect(200)).body as { code: string; actif: boolean; etapes: unknown[] }[];
    expect(list.map((p) => p.code).sort()).toEqual(['accueil', 'documents', 'mots-de-passe']);
    expect(list.find((p) => p.code === 'documents')!.etapes[0]).toMatchObject({
      triggers: [{ selector: '[data-tour="ged-arbre"] ul ul a', callbackName: 'click', action: 'nextstep' }],
    });
  });

  it.each([
    ['etapes', { etapes: 'pas une liste' }, M.etapesTableau],
    ['etapes', { etapes: [] }, M.etapesVides],
    ['etapes.1.element', { etapes: [ETAPE, { popover: { title: 'x' } }] }, `Étape 2 : ${M.selecteurRequis}`],
    ['etapes.0.popover.title', { etapes: [{ element: '#a', popover: { title: ' ' } }] }, `Étape 1 : ${M.popoverTitreRequis}`],
    [
      'etapes.0.triggers.0.callbackName',
      { etapes: [{ ...ETAPE, triggers: [{ selector: 'a', callbackName: 'hover', action: 'nextstep' }] }] },
      `Étape 1 : ${M.callbackName}`,
    ],
    ['etapes.0.triggers.0.action', { etapes: [{ ...ETAPE, triggers: [{ selector: 'a', callbackName: 'click', action: 'sauter' }] }] }, `Étape 1 : ${M.action}`],
    [
      'etapes.1.callbacks.0.timeout',
      { etapes: [ETAPE, { ...ETAPE, callbacks: [{ selector: 'a', callbackName: 'click', timeout: -5 }] }] },
      `Étape 2 : ${M.delai}`,
    ],
    ['etapes.0', { etapes: [{ ...ETAPE, onNext: 'alert(1)' }] }, `Étape 1 : ${M.champInconnu} onNext`],
    ['code', { code: 'pas un code' }, M.codeInvalide],
    ['routeName', { routeName: '' }, M.routeNameInvalide],
    ['titre', { titre: '  ' }, M.titreRequis],
  ])('400 on a bad %s, with a French message naming the step', async (path, patch, message) => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const res = await create(staff, { ...NEW, ...patch }).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await t.ds.query(`SELECT 1 FROM parcours WHERE code = $1`, [(patch as { code?: string }).code ?? NEW.code])).toEqual([]);
  });

  it('creates, updates (steps validated again), refuses a duplicate and deletes with the persons’ flags', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    const created = (await create(staff, NEW).expect(201)).body;
    expect(created).toEqual({ ...NEW, actif: true, ordre: 0 });
    expectEnvelope((await create(staff, NEW).expect(409)).body, 409);

    const g = await signIn(t.baseUrl, GERANT);
    expect((await encours(g, 'contacts').expect(200)).body.parcours).toMatchObject({ code: 'essai-contrat', dejaFait: false });
    await mark(g, 'essai-contrat').expect(204);

    const { code: _code, ...rest } = NEW;
    const badEdit = await update(staff, 'essai-contrat', { ...rest, etapes: [ETAPE, ETAPE, { element: 7, popover: { title: 'x' } }] }).expect(400);
    expect(badEdit.body.message).toMatch(/^Étape 3 : /);
    const edited = (await update(staff, 'essai-contrat', { ...rest, titre: 'Vos interlocuteurs', actif: false, ordre: 2 }).expect(200)).body;
    expect(edited).toMatchObject({ code: 'essai-contrat', titre: 'Vos interlocuteurs', actif: false, ordre: 2 });
    // Inactive: no longer offered.
    expect((await encours(g, 'contacts').expect(200)).body).toEqual({ parcours: null });

    await remove(staff, 'essai-contrat').expect(204);
    expect(await t.ds.query(`SELECT 1 FROM parcours_utilisateur WHERE code = 'essai-contrat'`)).toEqual([]);
    expect((await remove(staff, 'essai-contrat').expect(404)).body).toMatchObject({ message: M.contenuIntrouvable });
    expect((await update(staff, 'essai-contrat', rest).expect(404)).body).toMatchObject({ message: M.contenuIntrouvable });
    expectEnvelope((await update(staff, 'pas%20un%20code', rest).expect(400)).body, 400, 'VALIDATION');
  });

  it('a second tour of the same route comes after the first one is done', async () => {
    const staff = await signInStaff(t.baseUrl, 'ce.conseiller');
    await create(staff, { ...NEW, code: 'accueil-bis', routeName: 'accueil', ordre: 5 }).expect(201);
    const h = await signIn(t.baseUrl, TESTEUR);
    // testeur has done 'accueil': the next one is pending.
    expect((await encours(h, 'accueil').expect(200)).body.parcours).toMatchObject({ code: 'accueil-bis', dejaFait: false });
    await mark(h, 'accueil-bis').expect(204);
    expect((await encours(h, 'accueil').expect(200)).body.parcours).toMatchObject({ code: 'accueil', dejaFait: true });
    await remove(staff, 'accueil-bis').expect(204);
  });
});

it('documents the tour routes in OpenAPI, the step schema included', async () => {
  const doc = (await request(t.baseUrl).get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
  expect(Object.keys(doc.paths).filter((p) => p.includes('parcours'))).toEqual(
    expect.arrayContaining(['/api/parcours/encours/{routeName}', '/api/parcours/utilisateur/{code}', '/api/contenus/parcours', '/api/contenus/parcours/{id}']),
  );
  expect(JSON.stringify(doc.paths['/api/parcours/encours/{routeName}'])).toContain('blacklistSelector');
});
