import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

// A portal of its own: passport strategies are process-wide, one portal per test file.
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ LOGIN_MAX_PER_ADDRESS: '2' });
});
afterAll(() => t.close());

it('limits sign-in attempts per address, whatever the login and the client-set X-Forwarded-For (no proxy trusted by default)', async () => {
  const a = await agent(t.baseUrl);
  const attempt = (login: string, forwardedFor: string) =>
    a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('x-forwarded-for', forwardedFor).send({ login, password: 'mauvais' });
  expect((await attempt('un@exemple.fr', '203.0.113.1')).status).toBe(401);
  expect((await attempt('deux@exemple.fr', '203.0.113.2')).status).toBe(401);
  const blocked = await attempt('trois@exemple.fr', '203.0.113.3');
  expect(blocked.status).toBe(429);
  expectEnvelope(blocked.body, 429, 'TROP_DE_TENTATIVES');
  // The per-address limit stays a hard block (LOGIN_BLOCK_SECONDS, 900 by default), and says so.
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
  const withCaptcha = await a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).send({ login: 'un@exemple.fr', password: 'mauvais', altcha: 'eyJ9' });
  expect(withCaptcha.status).toBe(429);
});
