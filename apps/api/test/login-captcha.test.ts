import { Controller, Get, HttpException, HttpStatus, Module } from '@nestjs/common';
import { solveCaptcha } from './account-support';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

const PASSWORD = 'Portail-QA-2026!';

/** A limit counted elsewhere than the rate-limit service: its 429 still says when to come back. */
@Controller('retry-probe')
class RetryProbeController {
  @Get()
  tooMany() {
    throw new HttpException('trop', HttpStatus.TOO_MANY_REQUESTS);
  }
}
@Module({ controllers: [RetryProbeController] })
class RetryProbeModule {}

let t: TestPortal;
beforeAll(async () => {
  // Loopback stands for the proxy: X-Forwarded-For gives each call its address (none set: 127.0.0.1).
  t = await startTestPortal({ LOGIN_MAX_FAILURES: '3', LOGIN_BLOCK_SECONDS: '600', ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '20', TRUST_PROXY: 'loopback' }, [
    RetryProbeModule,
  ]);
});
afterAll(() => t.close());

async function failThrice(login: string) {
  const a = await agent(t.baseUrl);
  for (let i = 0; i < 3; i++) {
    await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login, password: 'mauvais' }).expect(401);
  }
  return a;
}

it('lets the owner in with the right password and a solved captcha after strangers used up the failures', async () => {
  await failThrice('particulier@exemple.fr');
  // The owner, from another browser: asked for the captcha, not locked out.
  const owner = await agent(t.baseUrl);
  const asked = await owner.http
    .post('/api/auth/login')
    .set('x-csrf-token', owner.csrf)
    .send({ login: 'particulier@exemple.fr', password: PASSWORD })
    .expect(401);
  expectEnvelope(asked.body, 401, 'CAPTCHA_REQUIS');
  expect(asked.body.displayable).toBe(true);
  expect(asked.body.issues).toEqual([{ path: 'altcha', message: asked.body.message }]);
  const altcha = await solveCaptcha(owner.http);
  const res = await owner.http
    .post('/api/auth/login')
    .set('x-csrf-token', owner.csrf)
    .send({ login: 'particulier@exemple.fr', password: PASSWORD, altcha })
    .expect(200);
  expect(res.body).toMatchObject({ login: 'particulier@exemple.fr', typeUtilisateur: 'member' });
  // Success clears the count: the next sign-in needs no captcha.
  const next = await agent(t.baseUrl);
  await next.http.post('/api/auth/login').set('x-csrf-token', next.csrf).send({ login: 'particulier@exemple.fr', password: PASSWORD }).expect(200);
});

it('refuses a forged or replayed captcha, and a wrong password even with a solved one', async () => {
  const a = await failThrice('associe@exemple.fr');
  const login = (body: Record<string, unknown>) =>
    a.http
      .post('/api/auth/login')
      .set('x-csrf-token', a.csrf)
      .send({ login: 'associe@exemple.fr', ...body });
  expectEnvelope((await login({ password: PASSWORD, altcha: 'eyJ9' }).expect(400)).body, 400, 'CAPTCHA_INVALIDE');
  const altcha = await solveCaptcha(a.http);
  expectEnvelope((await login({ password: 'mauvais', altcha }).expect(401)).body, 401, 'IDENTIFIANTS_INVALIDES');
  expectEnvelope((await login({ password: PASSWORD, altcha }).expect(400)).body, 400, 'CAPTCHA_INVALIDE');
  expectEnvelope((await login({ password: PASSWORD }).expect(401)).body, 401, 'CAPTCHA_REQUIS');
  await login({ password: PASSWORD, altcha: await solveCaptcha(a.http) }).expect(200);
});

it('asks an unknown login for the captcha exactly like a known one', async () => {
  const known = await failThrice('testeur@exemple.fr');
  const unknown = await failThrice('personne.inconnue@exemple.fr');
  const k = await known.http.post('/api/auth/login').set('x-csrf-token', known.csrf).send({ login: 'testeur@exemple.fr', password: 'x' }).expect(401);
  const u = await unknown.http
    .post('/api/auth/login')
    .set('x-csrf-token', unknown.csrf)
    .send({ login: 'personne.inconnue@exemple.fr', password: 'x' })
    .expect(401);
  expect({ ...u.body, correlationId: '' }).toEqual({ ...k.body, correlationId: '' });
});

it('sends Retry-After with a 429 that did not come from the rate-limit service', async () => {
  const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const res = await a.http.get('/api/retry-probe').expect(429);
  expectEnvelope(res.body, 429, 'TROP_DE_TENTATIVES');
  expect(res.headers['retry-after']).toBe('60');
});

it('puts one address range and the accounts it tried under the captcha after its concurrent wrong sign-ins, not another user elsewhere', async () => {
  const a = await agent(t.baseUrl);
  const from = (address: string, login: string, password: string) =>
    a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('x-forwarded-for', address).send({ login, password });
  // Enough at once to fill the password queue (2 running, 4 waiting); two on an account, under its failure limit.
  const logins = ['sans.dossier@exemple.fr', 'sans.dossier@exemple.fr', ...Array.from({ length: 6 }, (_, i) => `attaque${i}@exemple.fr`)];
  const answers = await Promise.all(logins.map((login) => from('2001:db8:a:b::1', login, 'mauvais')));
  expect(answers.map((r) => r.status).filter((s) => s !== 401)).toEqual([]);

  // The address, its /64 and the account tried now need the captcha...
  expectEnvelope((await from('2001:db8:a:b::1', 'personne.autre@exemple.fr', 'x').expect(401)).body, 401, 'CAPTCHA_REQUIS');
  expectEnvelope((await from('2001:db8:a:b:ffff::2', 'personne.autre@exemple.fr', 'x').expect(401)).body, 401, 'CAPTCHA_REQUIS');
  expectEnvelope((await from('192.0.2.10', 'sans.dossier@exemple.fr', PASSWORD).expect(401)).body, 401, 'CAPTCHA_REQUIS');
  // ...not another user at another address.
  const other = await agent(t.baseUrl);
  await other.http
    .post('/api/auth/login')
    .set('x-csrf-token', other.csrf)
    .set('x-forwarded-for', '2001:db8:a:c::1')
    .send({ login: 'gerant.multi@exemple.fr', password: PASSWORD })
    .expect(200);
});
