import { solveCaptcha } from './account-support';
import { startSecondPortal } from './second-portal';
import { expectEnvelope, signIn, startTestPortal, agent, type TestPortal } from './test-app';

// A small gate that holds 4 sign-ins 300 ms at most, many addresses (the per-address limit must not be what refuses) and many logins (nor the per-login one).
const FLOOD_ENV = {
  TRUST_PROXY: 'loopback',
  PASSWORD_MAX_CONCURRENT: '1',
  PASSWORD_MAX_WAITING: '2',
  PASSWORD_HOLD_MS: '300',
  PASSWORD_MAX_HELD: '4',
  PASSWORD_PRESSURE_SECONDS: '60',
  LOGIN_MAX_PER_ADDRESS: '1000',
};
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal(FLOOD_ENV);
});
afterAll(() => t.close());

const PASSWORD = 'Portail-QA-2026!';

async function signInFrom(baseUrl: string, address: string, login: string, status: number) {
  const a = await agent(baseUrl);
  return a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('x-forwarded-for', address).send({ login, password: PASSWORD }).expect(status);
}

it('asks only the flooding /24 for the captcha when the flood comes from one range: another address signs in as before', async () => {
  const a = await agent(t.baseUrl);
  const flood = Array.from({ length: 24 }, (_, i) =>
    a.http
      .post('/api/auth/login')
      .set('x-csrf-token', a.csrf)
      .set('x-forwarded-for', `198.51.100.${i + 1}`)
      .send({ login: `voisin${i}@exemple.fr`, password: 'mauvais-mot-de-passe' }),
  );
  const statuses = (await Promise.all(flood)).map((r) => r.status);
  expect(statuses.filter((s) => s !== 401)).toEqual([]);

  expectEnvelope((await signInFrom(t.baseUrl, '198.51.100.200', 'associe@exemple.fr', 401)).body, 401, 'CAPTCHA_REQUIS');
  await signInFrom(t.baseUrl, '192.0.2.1', 'associe@exemple.fr', 200);
}, 60_000);

it('refuses a sign-in flood past the password gate with a 503 in the envelope and Retry-After, never a 500, while a signed-in read is served', async () => {
  const member = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  const a = await agent(t.baseUrl);
  const flood = Array.from({ length: 24 }, (_, i) =>
    a.http
      .post('/api/auth/login')
      .set('x-csrf-token', a.csrf)
      .set('x-forwarded-for', `10.${i + 1}.0.1`)
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

it('then asks every sign-in for the captcha, on every replica, after the hold, before any password is tried; a solved captcha lets the owner in', async () => {
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

  // Another api process sharing Redis knows of the flood from its first sign-in.
  const replica = await startSecondPortal(t, FLOOD_ENV, { listen: true });
  try {
    expectEnvelope((await signInFrom(replica.baseUrl, '192.0.2.2', 'particulier@exemple.fr', 401)).body, 401, 'CAPTCHA_REQUIS');
  } finally {
    await replica.close();
  }
}, 60_000);
