import { solveCaptcha } from './account-support';
import { expectEnvelope, signIn, startTestPortal, agent, type TestPortal } from './test-app';

// A small gate that holds 4 sign-ins 300 ms at most, many addresses (the per-address limit must not be what refuses) and many logins (nor the per-login one).
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({
    TRUST_PROXY: 'loopback',
    PASSWORD_MAX_CONCURRENT: '1',
    PASSWORD_MAX_WAITING: '2',
    PASSWORD_HOLD_MS: '300',
    PASSWORD_MAX_HELD: '4',
    PASSWORD_PRESSURE_SECONDS: '60',
    LOGIN_MAX_PER_ADDRESS: '1000',
  });
});
afterAll(() => t.close());

it('refuses a sign-in flood past the password gate with a 503 in the envelope and Retry-After, never a 500, while a signed-in read is served', async () => {
  const member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const a = await agent(t.baseUrl);
  const flood = Array.from({ length: 24 }, (_, i) =>
    a.http
      .post('/api/auth/login')
      .set('x-csrf-token', a.csrf)
      .set('x-forwarded-for', `198.51.100.${i + 1}`)
      .send({ login: `inconnu${i}@exemple.fr`, password: 'mauvais-mot-de-passe' }),
  );
  const read = member.http.get('/api/droits');
  const [answers, droits] = await Promise.all([Promise.all(flood), read]);

  expect(droits.status).toBe(200);
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
  expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
  const refused = answers.filter((r) => r.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) {
    expectEnvelope(r.body, 503, 'SERVICE_INDISPONIBLE');
    expect(r.body.message).toMatch(/momentanément très sollicité/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
  // The accepted hashes run at low priority: slow on a busy machine.
}, 90_000);

it('then asks every sign-in for the captcha, after the hold, before any password is tried; a solved captcha lets the owner in', async () => {
  const a = await agent(t.baseUrl);
  const started = Date.now();
  const refused = await a.http
    .post('/api/auth/login')
    .set('x-csrf-token', a.csrf)
    .send({ login: 'associe@exemple.fr', password: 'Portail-QA-2026!' })
    .expect(401);
  expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  expectEnvelope(refused.body, 401, 'CAPTCHA_REQUIS');
  expect(refused.body.issues).toEqual([{ path: 'altcha', message: expect.any(String) }]);

  const altcha = await solveCaptcha(a.http);
  await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'associe@exemple.fr', password: 'Portail-QA-2026!', altcha }).expect(200);
  expect((await a.http.get('/api/droits')).status).toBe(200);
}, 60_000);
