import { agent, expectEnvelope, startTestPortal, type TestPortal } from './test-app';

// The tests call from loopback: with TRUST_PROXY=loopback they stand for the proxy in front.
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ LOGIN_MAX_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

it('counts sign-in attempts per client address given by the trusted proxy in X-Forwarded-For', async () => {
  const a = await agent(t.baseUrl);
  const attempt = (login: string, forwardedFor: string) =>
    a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('x-forwarded-for', forwardedFor).send({ login, password: 'mauvais' });
  expect((await attempt('un@exemple.fr', '203.0.113.1')).status).toBe(401);
  expect((await attempt('deux@exemple.fr', '203.0.113.1')).status).toBe(401);
  expectEnvelope((await attempt('trois@exemple.fr', '203.0.113.1')).body, 429, 'TROP_DE_TENTATIVES');
  // Spoofed entries the client put before the proxy's own are not the address.
  expectEnvelope((await attempt('quatre@exemple.fr', '198.51.100.9, 203.0.113.1')).body, 429, 'TROP_DE_TENTATIVES');
  expect((await attempt('cinq@exemple.fr', '203.0.113.2')).status).toBe(401);
});
