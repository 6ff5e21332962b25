import request from 'supertest';
import { signIn, startTestPortal, type TestPortal } from './test-app';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ REDIS_URL: 'redis://127.0.0.1:1' });
});
afterAll(() => t.close());

it('keeps serving without Redis: health degraded, sign-in and rights work', async () => {
  const health = await request(t.baseUrl).get('/api/health').expect(200);
  expect(health.body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
  const a = await signIn(t.baseUrl, 'gerant.multi@exemple.fr');
  await a.http.get('/api/droits').expect(200);
});
