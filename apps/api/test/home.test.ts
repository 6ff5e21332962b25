import request from 'supertest';
import { anonymous, GERANT } from './sharing-fixtures';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/chiffres/accueil/{codeDossier}', () => {
  it('401 anonymous, 403 on another dossier or without mod_chiffres, 400 on a bad code', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/chiffres/accueil/010001').expect(401)).body, 401);
    const g = await signIn(t.baseUrl, GERANT);
    expectEnvelope((await g.http.get('/api/chiffres/accueil/010016').expect(403)).body, 403, 'INTERDIT');
    expectEnvelope((await g.http.get('/api/chiffres/accueil/12').expect(400)).body, 400, 'VALIDATION');
    // The individual customer's dossier (0016) has no figures module.
    const particulier = await signIn(t.baseUrl, 'particulier@exemple.fr');
    expectEnvelope((await particulier.http.get('/api/chiffres/accueil/010016').expect(403)).body, 403, 'MODULE_INTERDIT');
  });

  it('gives the dossier’s key figures in order with their format', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get('/api/chiffres/accueil/010002').expect(200)).body;
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      slug: 'chiffre-affaires',
      name: "Chiffre d'affaires",
      value: 1250000.5,
      format: { unit: '€', precision: 0 },
      date: expect.stringMatching(/^\d{4}-12-31$/),
    });
    expect(list[4]).toMatchObject({ slug: 'taux-endettement', format: { unit: '%', precision: 1 } });
  });
});

describe('GET /api/newhomesection', () => {
  it('401 anonymous', async () => {
    const a = await anonymous(t.baseUrl);
    expectEnvelope((await a.http.get('/api/newhomesection').expect(401)).body, 401);
    expectEnvelope((await a.http.get('/api/newhomesection/image').expect(401)).body, 401);
  });

  it('gives the promoted section and its image', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get('/api/newhomesection').expect(200)).body.section).toMatchObject({
      title: 'Nouveau : la facturation électronique',
      estPrioritaire: true,
      url: '/event/107',
      image: '/api/newhomesection/image',
    });
    expect((await g.http.get('/api/newhomesection/image').expect(200)).headers['content-type']).toMatch(/svg/);
  });

  it('answers null and 404 for the image when nothing is published', async () => {
    await t.ds.query('DELETE FROM home_section');
    const g = await signIn(t.baseUrl, GERANT);
    expect((await g.http.get('/api/newhomesection').expect(200)).body).toEqual({ section: null });
    expectEnvelope((await g.http.get('/api/newhomesection/image').expect(404)).body, 404);
  });
});

it('documents every path of notifications, events and the home in OpenAPI', async () => {
  const paths = Object.keys((await request(t.baseUrl).get('/api/docs/openapi.json').expect(200)).body.paths);
  for (const p of [
    '/api/notifications',
    '/api/notifications/count/unread',
    '/api/notifications/lues',
    '/api/notifications/image/{category}',
    '/api/events',
    '/api/events/icon/{id}',
    '/api/events/image/{id}',
    '/api/events/subscriptions/{codeDossier}',
    '/api/events/subscriptions/{dossier}/{id}',
    '/api/events/invitation/{dossier}/{id}',
    '/api/events/linked/{idCampagne}/{dossier}',
    '/api/events/subscribe/{dossier}/{id}',
    '/api/events/subscribeNo/{codeDossier}/{id}',
    '/api/events/livestorm/{guidEvent}/{mail}',
    '/api/chiffres/accueil/{codeDossier}',
    '/api/newhomesection',
    '/api/newhomesection/image',
  ]) {
    expect(paths).toContain(p);
  }
});
