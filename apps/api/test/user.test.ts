import request from 'supertest';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe('GET /api/user', () => {
  it('401 anonymous', async () => {
    expectEnvelope((await request(t.baseUrl).get('/api/user').expect(401)).body, 401);
  });

  it('returns the member and the staff fields', async () => {
    const a = await signIn(t.baseUrl, 'testeur@exemple.fr');
    expect((await a.http.get('/api/user').expect(200)).body).toMatchObject({
      nom: 'Lefèvre',
      mail: 'testeur@exemple.fr',
      estTesteur: true,
      estCollaborateur: false,
    });
    const s = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect((await s.http.get('/api/user').expect(200)).body).toMatchObject({ estCollaborateur: true, fonctionsCollaborateur: ['CE'] });
  });
});

describe('GET /api/user/dossiers', () => {
  it('401 anonymous', async () => {
    await request(t.baseUrl).get('/api/user/dossiers').expect(401);
  });

  it('lists own and shared dossiers in French order', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const res = await a.http.get('/api/user/dossiers').expect(200);
    expect(res.body.map((d: { raisonSociale: string }) => d.raisonSociale)).toEqual([
      'Champagne Lemaire Père et Fils',
      'EARL des Coteaux de Vertus',
      'Écuries du Mont Aimé SAS',
      'SCEA Ferme de la Vesle',
    ]);
    expect(res.body.map((d: { idRole: number }) => d.idRole)).toEqual([1, 1, 1, 2]);
    expect(res.body.find((d: { estFavoris: boolean }) => d.estFavoris).codeDossier).toBe('010002');
  });

  it('is empty for a person without dossier', async () => {
    const a = await signIn(t.baseUrl, 'sans.dossier@exemple.fr');
    expect((await a.http.get('/api/user/dossiers').expect(200)).body).toEqual([]);
  });
});

describe('PUT /api/user/dossierFavoris/{codeDossier}', () => {
  it('401 anonymous (with a valid CSRF token)', async () => {
    const a = await agent(t.baseUrl);
    expectEnvelope((await a.http.put('/api/user/dossierFavoris/010001').set('x-csrf-token', a.csrf).expect(401)).body, 401);
  });

  it('400 on a malformed code, 403 on another person’s dossier', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    expectEnvelope((await a.http.put('/api/user/dossierFavoris/abc').set('x-csrf-token', a.csrf).expect(400)).body, 400, 'VALIDATION');
    expectEnvelope((await a.http.put('/api/user/dossierFavoris/010016').set('x-csrf-token', a.csrf).expect(403)).body, 403, 'INTERDIT');
  });

  it('moves the single favourite', async () => {
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    await a.http.put('/api/user/dossierFavoris/010003').set('x-csrf-token', a.csrf).expect(200, { codeDossier: '010003', estFavoris: true });
    const res = await a.http.get('/api/user/dossiers').expect(200);
    expect(res.body.filter((d: { estFavoris: boolean }) => d.estFavoris).map((d: { codeDossier: string }) => d.codeDossier)).toEqual(['010003']);
    const droits = await a.http.get('/api/droits').expect(200);
    expect(droits.body.data.dossiers.find((d: { estFavoris: boolean }) => d.estFavoris).codeDossier).toBe('010003');
  });

  it('refuses staff, who have no favourite', async () => {
    const s = await signInStaff(t.baseUrl, 'ce.conseiller');
    await s.http.put('/api/user/dossierFavoris/010001').set('x-csrf-token', s.csrf).expect(403);
  });
});
