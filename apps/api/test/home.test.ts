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

  it('derives the key figures from the latest closed fiscal year, the same data as the figures area', async () => {
    const g = await signIn(t.baseUrl, GERANT);
    const list = (await g.http.get('/api/chiffres/accueil/010002').expect(200)).body;
    const exercices = (await g.http.get('/api/chiffres/compta/010002').expect(200)).body as {
      clos: boolean;
      dateFin: string;
      recettes: number[];
      endettementAGRI: number;
    }[];
    const closed = exercices.filter((e) => e.clos).at(-1)!;
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      slug: 'recettes',
      name: 'Recettes',
      format: { unit: '€', precision: 2 },
      date: closed.dateFin,
    });
    expect(list[0].date).toMatch(/^\d{4}-12-31$/);
    expect(list[0].value).toBeCloseTo(
      closed.recettes.reduce((s, v) => s + v, 0),
      2,
    );
    expect(list[2]).toMatchObject({ slug: 'endettement-hectare', value: closed.endettementAGRI, format: { unit: '€/ha', precision: 0 } });
    expect(list[4]).toMatchObject({ slug: 'capacite-remboursement', format: { unit: '%', precision: 2 } });
    // A BIC dossier shows its debt ratio in %.
    const bic = (await g.http.get('/api/chiffres/accueil/010003').expect(200)).body;
    expect(bic[2]).toMatchObject({ slug: 'taux-endettement', format: { unit: '%', precision: 0 } });
  });

  it('shows nothing while a dossier has no closed fiscal year', async () => {
    await t.ds.query(`UPDATE exercice SET clos = false WHERE code_dossier = '010001'`);
    try {
      const g = await signIn(t.baseUrl, GERANT);
      expect((await g.http.get('/api/chiffres/accueil/010001').expect(200)).body).toEqual([]);
    } finally {
      await t.ds.query(`UPDATE exercice SET clos = true WHERE code_dossier = '010001' AND date_fin < now()`);
    }
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
