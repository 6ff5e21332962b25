import request from 'supertest';
import { agent, expectEnvelope, signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1', TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

it('keeps serving without Redis: health degraded, sign-in and rights work', async () => {
  const health = await request(t.baseUrl).get('/api/health').expect(200);
  expect(health.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  await a.http.get('/api/droits').expect(200);
});

it('asks the captcha of one address after its concurrent wrong sign-ins, not of another user, from memory while Redis is down', async () => {
  const a = await agent(t.baseUrl);
  const from = (address: string, login: string, password: string) =>
    a.http.post('/api/auth/login').set('x-csrf-token', a.csrf).set('x-forwarded-for', address).send({ login, password });
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => from('203.0.113.7', `attaque${i}@exemple.fr`, 'mauvais')));
  expect(answers.map((r) => r.status).filter((s) => s !== 401)).toEqual([]);
  expectEnvelope((await from('203.0.113.8', 'associe@exemple.fr', 'x').expect(401)).body, 401, 'CAPTCHA_REQUIS');
  await from('192.0.2.30', 'associe@exemple.fr', 'Portail-QA-2026!').expect(200);
});
