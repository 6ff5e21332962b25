import request from 'supertest';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
  // 010004 loses page_contacts: its associé then lacks the module.
  await t.ds.query(`DELETE FROM dossier_module WHERE code_dossier = '010004' AND module = 'page_contacts'`);
});
afterAll(() => t.close());

const GERANT = 'gerant.multi@exemple.fr';

describe('GET /api/contacts/{codeDossier}', () => {
  it('401, 403 another dossier, 403 without page_contacts, 400', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/contacts/010001').expect(401)).body, 401);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get('/api/contacts/010001').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await associe.http.get('/api/contacts/010004').expect(403)).body, 403, 'MODULE_INTERDIT');
    expectEnvelope((await associe.http.get('/api/contacts/abc').expect(400)).body, 400, 'VALIDATION');
  });

  it('lists the collaborators attached to the dossier with their function, the photo only with image rights, the mission sanitized', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get('/api/contacts/010001').expect(200)).body as Record<string, unknown>[];
    expect(list.map((c) => c.codeAgent)).toEqual(['AG0101', 'AG0103']);
    expect(list[0]).toMatchObject({
      prenom: 'Julie',
      nom: 'Bernard',
      // Her function's title agreed (issue 29, defect 18).
      fonction: "Chargée d'études",
      nomAgence: 'Agence de Vertus',
      telephone: '03 26 52 00 01',
      mail: 'julie.bernard@cabinet.exemple.fr',
      sexe: 'F',
      droitImage: true,
      photo: '/api/contacts/photo/010001/AG0101',
    });
    expect(list[0]!.mission).toContain('<strong>la tenue de votre comptabilité</strong>');
    expect(list[0]!.mission).not.toMatch(/script|alert/);
    expect(list[1]).toMatchObject({ prenom: 'Marc', fonction: 'Gestionnaire paie', sexe: 'M', droitImage: false, photo: null });
    const two = (await g.http.get('/api/contacts/010002').expect(200)).body as Record<string, unknown>[];
    expect(two.find((c) => c.codeAgent === 'AG0102')).toMatchObject({ sexe: 'A', photo: null });
    const p = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const particulier = (await p.http.get('/api/contacts/010016').expect(200)).body as Record<string, unknown>[];
    expect(particulier.map((c) => c.codeAgent)).toEqual(['AG0104']);
    expect(particulier[0]).toMatchObject({ prenom: 'Émilie', sexe: 'F', photo: null });
  });
});

describe('GET /api/contacts/photo/{codeDossier}/{codeAgent}', () => {
  it('serves the photo only with image rights and only for a contact of the dossier', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/contacts/photo/010001/AG0101').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    const ok = await g.http.get('/api/contacts/photo/010001/AG0101').expect(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expectEnvelope((await g.http.get('/api/contacts/photo/010001/AG0103').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/contacts/photo/010003/AG0103').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/contacts/photo/010001/..%2Fx').expect(400)).body, 400);
    const associe = await signIn(t.baseUrl, 'associe@exemple.fr');
    expectEnvelope((await associe.http.get('/api/contacts/photo/010001/AG0101').expect(403)).body, 403);
  });
});

describe('GET /api/contacts/hasgestionnairepaie/{codeDossier}', () => {
  it('tells whether a payroll manager is attached', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/contacts/hasgestionnairepaie/010001').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get('/api/contacts/hasgestionnairepaie/010001').expect(200)).body).toEqual({ hasGestionnairePaie: true });
    expect((await g.http.get('/api/contacts/hasgestionnairepaie/010002').expect(200)).body).toEqual({ hasGestionnairePaie: false });
    expectEnvelope((await g.http.get('/api/contacts/hasgestionnairepaie/999999').expect(403)).body, 403);
    expectEnvelope((await g.http.get('/api/contacts/hasgestionnairepaie/1').expect(400)).body, 400);
  });
});

describe('GET /api/genericpage/{id}', () => {
  it('401 anonymous, 404 unknown or unpublished, 400 bad id', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/genericpage/qui-sommes-nous').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/genericpage/inconnue').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/genericpage/brouillon').expect(404)).body, 404);
    expectEnvelope((await g.http.get('/api/genericpage/A%20B').expect(400)).body, 400);
  });

  it('gives title, url and sanitized content', async () => {
    const g = await signIn(t.baseUrl, 'particulier@exemple.fr');
    const page = (await g.http.get('/api/genericpage/mentions-rdv').expect(200)).body;
    expect(page).toMatchObject({ id: 'mentions-rdv', title: 'Préparer votre rendez-vous', url: null });
    expect(page.content).toContain('<strong>relevés bancaires</strong>');
    expect(page.content).toContain('href="https://www.impots.gouv.fr"');
    expect(page.content).not.toMatch(/javascript|onerror|<img/);
  });
});
