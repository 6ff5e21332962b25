import request from 'supertest';
import { expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const staffRoutes = ['/api/droits/getLoginAD', '/api/droits/dossiersCollaborateur/ce.conseiller', '/api/collaborateur/dossier/search/vesle'];

it('401 anonymous on every staff route', async () => {
  for (const path of staffRoutes) expectEnvelope((await request(t.baseUrl).get(path).expect(401)).body, 401);
});

it('403 when a member calls a staff route', async () => {
  const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  for (const path of staffRoutes) expectEnvelope((await a.http.get(path).expect(403)).body, 403, 'INTERDIT');
});

it('gives the AD login and the portfolio sorted by company name', async () => {
  const s = await signInStaff(t.baseUrl, 'ce.conseiller');
  expect((await s.http.get('/api/droits/getLoginAD').expect(200)).body).toEqual({ login: 'ce.conseiller' });
  const res = await s.http.get('/api/droits/dossiersCollaborateur/ce.conseiller').expect(200);
  expect(res.body.map((d: { raisonSociale: string }) => d.raisonSociale)).toEqual([
    'Champagne Lemaire Père et Fils',
    'EARL des Coteaux de Vertus',
    'EARL du Moulin de Sézanne',
    'Écuries du Mont Aimé SAS',
    'GAEC du Moulin Rouge',
    'SCEA du Moulin Neuf',
    'SCEA Ferme de la Vesle',
  ]);
});

it('403 on another collaborator’s portfolio, 400 on a malformed login', async () => {
  const s = await signInStaff(t.baseUrl, 'sec.assistante');
  expectEnvelope((await s.http.get('/api/droits/dossiersCollaborateur/ce.conseiller').expect(403)).body, 403);
  expectEnvelope((await s.http.get('/api/droits/dossiersCollaborateur/a%20b').expect(400)).body, 400, 'VALIDATION');
});

it('searches the portfolio by code or name from 3 characters, accents ignored', async () => {
  const s = await signInStaff(t.baseUrl, 'ce.conseiller');
  const short = await s.http.get('/api/collaborateur/dossier/search/ve').expect(400);
  expect(short.body.issues[0].message).toBe('Veuillez saisir 3 caractères minimum.');
  expect((await s.http.get('/api/collaborateur/dossier/search/ecuries').expect(200)).body.map((d: { codeDossier: string }) => d.codeDossier)).toEqual([
    '010003',
  ]);
  expect((await s.http.get('/api/collaborateur/dossier/search/10004').expect(200)).body[0].raisonSociale).toBe('SCEA Ferme de la Vesle');
  expect((await s.http.get('/api/collaborateur/dossier/search/%25%25%25').expect(200)).body).toEqual([]);
});

it('never finds a dossier outside the collaborator’s portfolio', async () => {
  const s = await signInStaff(t.baseUrl, 'sec.assistante');
  expect((await s.http.get('/api/collaborateur/dossier/search/vesle').expect(200)).body).toEqual([]);
  expect((await s.http.get('/api/collaborateur/dossier/search/lemaire').expect(200)).body).toHaveLength(1);
});
