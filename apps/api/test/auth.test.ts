import request from 'supertest';
import { agent, expectEnvelope, freshCsrf, signIn, startTestPortal, type TestPortal } from './test-app';
import { signInStaff } from './staff-sign-in';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

describe('member sign-in', () => {
  it('refuses a state-changing call without the CSRF token', async () => {
    const res = await request(t.baseUrl).post('/api/auth/login').send({ login: 'gerant.multi@exemple.fr', password: 'x' }).expect(403);
    expectEnvelope(res.body, 403, 'CSRF_INVALIDE');
  });

  it('answers 400 with the envelope and issues on bad input', async () => {
    const a = await agent(t.baseUrl);
    const res = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: '' }).expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['login', 'password']);
  });

  it('answers 400 on malformed JSON without a stack trace', async () => {
    const a = await agent(t.baseUrl);
    const res = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('content-type', 'application/json').send('{"login":').expect(400);
    expectEnvelope(res.body, 400, 'VALIDATION');
  });

  it('gives the same generic message for a wrong password and an unknown account', async () => {
    const a = await agent(t.baseUrl);
    const wrong = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'particulier@exemple.fr', password: 'mauvais' }).expect(401);
    const unknown = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'personne@exemple.fr', password: 'mauvais' }).expect(401);
    expect(wrong.body.message).toBe('Identifiant ou mot de passe incorrect.');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(unknown.body.code).toBe(wrong.body.code);
  });

  it('past the failures allowed on one account, existing or not, asks for the captcha instead of signing in', async () => {
    for (const login of ['testeur@exemple.fr', 'inconnu.total@exemple.fr']) {
      const a = await agent(t.baseUrl);
      for (let i = 0; i < 3; i++) {
        await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password: 'mauvais' }).expect(401);
      }
      const held = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password: 'Portail-QA-2026!' }).expect(401);
      expectEnvelope(held.body, 401, 'CAPTCHA_REQUIS');
      expect(held.body.message).toMatch(/Je ne suis pas un robot/);
    }
  });

  it('signs in, reports the session, and signs out', async () => {
    const anon = await request(t.baseUrl).get('/api/auth/authenticate').expect(401);
    expectEnvelope(anon.body, 401, 'NON_AUTHENTIFIE');
    const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
    const me = await a.http.get('/api/auth/authenticate').expect(200);
    expect(me.body).toMatchObject({ login: 'gerant.multi@exemple.fr', typeUtilisateur: 'member', prenom: 'Claire' });
    const cookie = (await a.http.get('/api/auth/logout').expect(302)).headers.location;
    expect(cookie).toBe('/connexion');
    await a.http.get('/api/auth/authenticate').expect(401);
  });

  it('sets an httpOnly SameSite=Lax session cookie', async () => {
    const a = await agent(t.baseUrl);
    const res = await a.http
      .post('/api/auth/login')
      .set('x-csrf-token', a.csrf)
      .send({ login: 'associe@exemple.fr', password: 'Portail-QA-2026!' })
      .expect(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/portail\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('rotates the CSRF token at sign-in: the one fetched before is refused, a fresh one works', async () => {
    const a = await agent(t.baseUrl);
    await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'gerant.multi@exemple.fr', password: 'Portail-QA-2026!' }).expect(200);
    const stale = await a.http.put('/api/user/dossierFavoris/010002').set('x-csrf-token', a.csrf).expect(403);
    expectEnvelope(stale.body, 403, 'CSRF_INVALIDE');
    const fresh = await freshCsrf(a.http);
    expect(fresh).not.toBe(a.csrf);
    await a.http.put('/api/user/dossierFavoris/010002').set('x-csrf-token', fresh).expect(200);
  });

  it('refuses staff accounts on the member form', async () => {
    const a = await agent(t.baseUrl);
    await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'ce.conseiller', password: 'Portail-QA-2026!' }).expect(401);
  });

  it('leads /api/auth/login to the sign-in page with only same-site return paths', async () => {
    const ok = await request(t.baseUrl).get('/api/auth/login?returnUrl=%2Fmon-compte').expect(302);
    expect(ok.headers.location).toBe('/connexion?returnUrl=%2Fmon-compte');
    for (const evil of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await request(t.baseUrl)
        .get(`/api/auth/login?returnUrl=${encodeURIComponent(evil)}`)
        .expect(302);
      expect(res.headers.location).toBe('/connexion?returnUrl=%2Fapp');
    }
  });
});

describe('staff sign-in through OpenID Connect', () => {
  it('signs a collaborator in through the development provider and returns to the wanted path', async () => {
    const s = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect(s.finalLocation).toBe('/selectionDossier');
    const me = await s.http.get('/api/auth/authenticate').expect(200);
    expect(me.body).toMatchObject({ login: 'ce.conseiller', typeUtilisateur: 'collab', nom: 'Bernard' });
  });

  it('rotates the CSRF token at the callback', async () => {
    const s = await signInStaff(t.baseUrl, 'ce.conseiller');
    expect(s.csrf).not.toBe(s.csrfBeforeSignIn);
    expectEnvelope((await s.http.put('/api/user/dossierFavoris/010001').set('x-csrf-token', s.csrfBeforeSignIn).expect(403)).body, 403, 'CSRF_INVALIDE');
    expectEnvelope((await s.http.put('/api/user/dossierFavoris/010001').set('x-csrf-token', s.csrf).expect(403)).body, 403, 'INTERDIT');
  });

  it('keeps the provider page on a wrong password', async () => {
    const s = await signInStaff(t.baseUrl, 'ce.conseiller', 'mauvais');
    expect(s.finalStatus).toBe(401);
    await s.http.get('/api/auth/authenticate').expect(401);
  });
});
